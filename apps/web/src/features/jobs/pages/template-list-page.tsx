import { RecordSummary } from '@/components/list-page/record-summary';
import { SearchListPage } from '@/components/list-page/search-list-page';
import { paths } from '@/config/paths';
import { useEmploymentTypeLabel } from '@/lib/employment-type';
import { useFormat } from '@/lib/intl/format';
import { formatLocations } from '@/lib/job-format';
import { useTemplateList } from '../api/templates';
import { TemplateActions } from '../components/templates/template-actions';
import { useT } from '../i18n';

/** management/job-template: the organisation's templates; search and page live in the URL. */
export function TemplateListPage() {
  const t = useT();
  const typeLabel = useEmploymentTypeLabel();
  const f = useFormat();
  return (
    <SearchListPage
      title={t('page.templates')}
      description={t('page.tplListText')}
      create={{ to: paths.management.jobTemplateCreate.href(), label: t('page.tplCreateButton') }}
      useList={useTemplateList}
      pageSize={20}
      search={{ label: t('page.tplSearch'), placeholder: t('page.tplSearchPlaceholder') }}
      failed={t('page.tplFailed')}
      empty={{ title: t('page.tplEmpty'), text: t('page.tplEmptyText') }}
      rowKey={(tpl) => tpl.id}
      row={(tpl) => (
        <>
          <RecordSummary to={paths.management.jobTemplateView.href({ id: tpl.id })} name={tpl.name}>
            <p className="text-sm text-slate-700">{tpl.title}</p>
            <p className="text-xs text-slate-600">
              {[
                formatLocations(tpl.locations),
                typeLabel(tpl.employment_type),
                t('page.updated', { date: f.date(tpl.updated_at) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </RecordSummary>
          <TemplateActions template={tpl} />
        </>
      )}
    />
  );
}
