import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ListPanel } from '@/components/ui/list-panel';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { employmentTypeLabel, formatDate, formatLocations } from '@/lib/job-format';
import { useUrlState } from '@/lib/use-url-state';
import { useTemplateList } from '../api/templates';
import { TemplateActions } from '../components/templates/template-actions';

const PAGE_SIZE = 20;

/** management/job-template: the organisation's templates; search and page live in the URL. */
export function TemplateListPage() {
  const [{ q, page }, update] = useUrlState({ q: '', page: 1 });
  const list = useTemplateList({ q: q || undefined, page, page_size: PAGE_SIZE });

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title="Job templates"
        description="Reusable job descriptions: start a new job from one in a click."
        actions={
          <ButtonLink to={paths.management.jobTemplateCreate.href()} size="sm">
            <Plus aria-hidden className="size-4" />
            Create template
          </ButtonLink>
        }
      />
      <ListPanel
        search={{
          value: q,
          onSearch: (value) => update({ q: value, page: 1 }),
          label: 'Search templates',
          placeholder: 'Template name or job title',
        }}
        list={list}
        failed="The templates could not be loaded"
        empty={{ title: 'No job templates', text: 'Save a job you post often as a template to reuse it.' }}
        rowKey={(t) => t.id}
        row={(t) => (
          <>
            <div className="min-w-0">
              <Link
                to={paths.management.jobTemplateView.href({ id: t.id })}
                className="font-semibold text-slate-900 hover:text-primary-800 hover:underline"
              >
                {t.name}
              </Link>
              <p className="text-sm text-slate-700">{t.title}</p>
              <p className="text-xs text-slate-600">
                {[
                  formatLocations(t.locations),
                  employmentTypeLabel(t.employment_type),
                  `updated ${formatDate(t.updated_at)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <TemplateActions template={t} />
          </>
        )}
        onPage={(p) => update({ page: p })}
      />
    </section>
  );
}
