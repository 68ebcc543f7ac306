import { APPLICATION_STATUSES } from '@portal/contract/candidate-enums';
import type { RecipientSourceInput } from '@portal/contract/recruiter-email';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import { useHasPermission } from '@/lib/auth';
import { useFolderChoices } from '@/lib/folder-choices';
import { useStatusLabels } from '@/lib/labels';
import { useOwnPublishedJobs } from '../api/compose';
import { useT } from '../i18n';

type Mode = RecipientSourceInput['kind'];

type RecipientSourceFieldsProps = {
  value: RecipientSourceInput | null;
  onChange: (source: RecipientSourceInput | null) => void;
  /** The recipients the page was opened with (a CV search, ticked or one candidate, a folder, a job). */
  offered: RecipientSourceInput | null;
};

function Choice({
  checked,
  onChoose,
  children,
}: {
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="radio" name="source" checked={checked} onChange={onChoose} />
      {children}
    </label>
  );
}

/**
 * Who receives the mail: the candidates or CV search the page was opened with, a job's applicants
 * (by status), or a CV folder. Choosing a source asks the server who it reaches.
 */
export function RecipientSourceFields({ value, onChange, offered }: RecipientSourceFieldsProps) {
  const t = useT();
  const labels = useStatusLabels();
  const [mode, setMode] = useState<Mode>(value?.kind ?? 'applicants');
  const jobs = useOwnPublishedJobs();
  const mayFolder = useHasPermission('cv.folders');
  const folderList = useFolderChoices(mayFolder);
  const jobOptions = (jobs.data?.data ?? []).map((j) => ({ value: String(j.id), label: j.title }));
  const applicants = value?.kind === 'applicants' ? value : null;
  const statuses = applicants?.statuses ?? [];
  // A job named by the URL may be closed: it is still offered, by number, so the choice shows.
  if (applicants && !jobOptions.some((o) => o.value === String(applicants.job_id)))
    jobOptions.push({
      value: String(applicants.job_id),
      label: t('source.jobN', { id: String(applicants.job_id) }),
    });
  const choose = (next: Mode, source: RecipientSourceInput | null) => {
    setMode(next);
    onChange(source);
  };
  const chosen = offered?.kind === 'candidates' ? offered : null;
  const search = offered?.kind === 'search' ? offered : null;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('source.legend')}</legend>
      {chosen ? (
        <Choice checked={mode === 'candidates'} onChoose={() => choose('candidates', chosen)}>
          {t('source.chosen', { count: chosen.candidate_ids.length })}
        </Choice>
      ) : null}
      {search ? (
        <div className="flex flex-col gap-1">
          <Choice checked={mode === 'search'} onChoose={() => choose('search', search)}>
            {t('source.search')}
          </Choice>
          <Link
            to={`${paths.management.cvSearch.href()}?${new URLSearchParams(search.criteria as Record<string, string>)}`}
            className="ps-6 text-sm font-semibold text-primary-800 hover:underline"
          >
            {t('source.backToSearch')}
          </Link>
        </div>
      ) : null}
      <Choice checked={mode === 'applicants'} onChoose={() => choose('applicants', null)}>
        {t('source.applicants')}
      </Choice>
      {mode === 'applicants' ? (
        <div className="flex flex-col gap-3 ps-6">
          <SelectField
            label={t('source.job')}
            placeholder={jobs.isLoading ? t('source.loadingJobs') : t('source.chooseJob')}
            options={jobOptions}
            value={applicants ? String(applicants.job_id) : ''}
            onChange={(e) =>
              onChange(
                e.target.value ? { kind: 'applicants', job_id: Number(e.target.value), statuses } : null,
              )
            }
          />
          {applicants ? (
            <fieldset>
              <legend className="text-sm text-slate-800">{t('source.statuses')}</legend>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {APPLICATION_STATUSES.map((s) => (
                  <label key={s} className="flex items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      checked={statuses.includes(s)}
                      onChange={(e) =>
                        onChange({
                          ...applicants,
                          statuses: e.target.checked ? [...statuses, s] : statuses.filter((x) => x !== s),
                        })
                      }
                    />
                    {labels.application(s)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </div>
      ) : null}
      {folderList.length > 0 ? (
        <>
          <Choice checked={mode === 'folder'} onChoose={() => choose('folder', null)}>
            {t('source.folder')}
          </Choice>
          {mode === 'folder' ? (
            <div className="ps-6">
              <SelectField
                label={t('source.folderLabel')}
                placeholder={t('source.chooseFolder')}
                options={folderList.map((f) => ({
                  value: String(f.id),
                  label: `${f.name} (${f.candidates})`,
                }))}
                value={value?.kind === 'folder' ? String(value.folder_id) : ''}
                onChange={(e) =>
                  onChange(e.target.value ? { kind: 'folder', folder_id: Number(e.target.value) } : null)
                }
              />
            </div>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
