import { RecordSummary } from '@/components/list-page/record-summary';
import { SearchListPage } from '@/components/list-page/search-list-page';
import { paths } from '@/config/paths';
import { employmentTypeLabel, formatDate, formatLocations } from '@/lib/job-format';
import { useTemplateList } from '../api/templates';
import { TemplateActions } from '../components/templates/template-actions';

/** management/job-template: the organisation's templates; search and page live in the URL. */
export function TemplateListPage() {
  return (
    <SearchListPage
      title="Job templates"
      description="Reusable job descriptions: start a new job from one in a click."
      create={{ to: paths.management.jobTemplateCreate.href(), label: 'Create template' }}
      useList={useTemplateList}
      pageSize={20}
      search={{ label: 'Search templates', placeholder: 'Template name or job title' }}
      failed="The templates could not be loaded"
      empty={{ title: 'No job templates', text: 'Save a job you post often as a template to reuse it.' }}
      rowKey={(t) => t.id}
      row={(t) => (
        <>
          <RecordSummary to={paths.management.jobTemplateView.href({ id: t.id })} name={t.name}>
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
          </RecordSummary>
          <TemplateActions template={t} />
        </>
      )}
    />
  );
}
