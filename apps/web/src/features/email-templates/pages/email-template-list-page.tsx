import { RecordSummary } from '@/components/list-page/record-summary';
import { SearchListPage } from '@/components/list-page/search-list-page';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/intl/format';
import { useEmailTemplateList } from '../api/email-templates';
import { EmailTemplateActions } from '../components/email-template-actions';
import { useT } from '../i18n';

/** management/email-template: the organisation's e-mail templates; search and page live in the URL. */
export function EmailTemplateListPage() {
  const t = useT();
  const f = useFormat();
  return (
    <SearchListPage
      title={t('list.title')}
      description={t('list.text')}
      create={{ to: paths.management.emailTemplateCreate.href(), label: t('list.create') }}
      useList={useEmailTemplateList}
      pageSize={20}
      search={{ label: t('list.search'), placeholder: t('list.placeholder') }}
      failed={t('list.failed')}
      empty={{ title: t('list.empty'), text: t('list.emptyText') }}
      rowKey={(tpl) => tpl.id}
      row={(tpl) => (
        <>
          <RecordSummary to={paths.management.emailTemplateView.href({ id: tpl.id })} name={tpl.name}>
            <p className="truncate text-sm text-slate-700">{tpl.subject}</p>
            <p className="text-xs text-slate-600">
              {t('list.meta', { count: tpl.tags.length, date: f.date(tpl.updated_at) })}
            </p>
          </RecordSummary>
          <EmailTemplateActions template={tpl} />
        </>
      )}
    />
  );
}
