import { RecordSummary } from '@/components/list-page/record-summary';
import { SearchListPage } from '@/components/list-page/search-list-page';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/job-format';
import { useEmailTemplateList } from '../api/email-templates';
import { EmailTemplateActions } from '../components/email-template-actions';

/** management/email-template: the organisation's e-mail templates; search and page live in the URL. */
export function EmailTemplateListPage() {
  return (
    <SearchListPage
      title="E-mail templates"
      description="Messages to candidates with merge tags: each recipient gets their own name, role and job."
      create={{ to: paths.management.emailTemplateCreate.href(), label: 'Create template' }}
      useList={useEmailTemplateList}
      pageSize={20}
      search={{ label: 'Search e-mail templates', placeholder: 'Template name' }}
      failed="The templates could not be loaded"
      empty={{
        title: 'No e-mail templates',
        text: 'Create a template to write to candidates in a few clicks.',
      }}
      rowKey={(t) => t.id}
      row={(t) => (
        <>
          <RecordSummary to={paths.management.emailTemplateView.href({ id: t.id })} name={t.name}>
            <p className="truncate text-sm text-slate-700">{t.subject}</p>
            <p className="text-xs text-slate-600">
              {t.tags.length} merge tag{t.tags.length === 1 ? '' : 's'} · updated {formatDate(t.updated_at)}
            </p>
          </RecordSummary>
          <EmailTemplateActions template={t} />
        </>
      )}
    />
  );
}
