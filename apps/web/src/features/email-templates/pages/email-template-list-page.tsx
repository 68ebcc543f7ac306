import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ListPanel } from '@/components/ui/list-panel';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/job-format';
import { useUrlState } from '@/lib/use-url-state';
import { useEmailTemplateList } from '../api/email-templates';
import { EmailTemplateActions } from '../components/email-template-actions';

const PAGE_SIZE = 20;

/** management/email-template: the organisation's e-mail templates; search and page live in the URL. */
export function EmailTemplateListPage() {
  const [{ q, page }, update] = useUrlState({ q: '', page: 1 });
  const list = useEmailTemplateList({ q: q || undefined, page, page_size: PAGE_SIZE });
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title="E-mail templates"
        description="Messages to candidates with merge tags: each recipient gets their own name, role and job."
        actions={
          <ButtonLink to={paths.management.emailTemplateCreate.href()} size="sm">
            <Plus aria-hidden className="size-4" />
            Create template
          </ButtonLink>
        }
      />
      <ListPanel
        search={{
          value: q,
          onSearch: (value) => update({ q: value, page: 1 }),
          label: 'Search e-mail templates',
          placeholder: 'Template name',
        }}
        list={list}
        failed="The templates could not be loaded"
        empty={{
          title: 'No e-mail templates',
          text: 'Create a template to write to candidates in a few clicks.',
        }}
        rowKey={(t) => t.id}
        row={(t) => (
          <>
            <div className="min-w-0">
              <Link
                to={paths.management.emailTemplateView.href({ id: t.id })}
                className="font-semibold text-slate-900 hover:text-primary-800 hover:underline"
              >
                {t.name}
              </Link>
              <p className="truncate text-sm text-slate-700">{t.subject}</p>
              <p className="text-xs text-slate-600">
                {t.tags.length} merge tag{t.tags.length === 1 ? '' : 's'} · updated {formatDate(t.updated_at)}
              </p>
            </div>
            <EmailTemplateActions template={t} />
          </>
        )}
        onPage={(p) => update({ page: p })}
      />
    </section>
  );
}
