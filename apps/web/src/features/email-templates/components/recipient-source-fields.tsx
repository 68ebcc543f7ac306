import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@portal/contract/candidate-enums';
import type { RecipientSource } from '@portal/contract/recruiter-email';
import { SelectField } from '@/components/ui/select-field';
import { useOwnFolders, useOwnPublishedJobs } from '../api/compose';

export type SourceMode = 'applicants' | 'candidates' | 'folder';

type RecipientSourceFieldsProps = {
  mode: SourceMode;
  onMode: (mode: SourceMode) => void;
  value: RecipientSource | null;
  onChange: (source: RecipientSource | null) => void;
  /** Candidates chosen elsewhere (a candidate's page, the candidate list): offered as a source. */
  chosen: number[];
};

/** Who receives the mail: a job's applicants (by status), or the candidates chosen before coming here. */
export function RecipientSourceFields({ mode, onMode, value, onChange, chosen }: RecipientSourceFieldsProps) {
  const jobs = useOwnPublishedJobs();
  const folders = useOwnFolders();
  const folderList = folders.data?.data ?? [];
  const jobOptions = (jobs.data?.data ?? []).map((j) => ({ value: String(j.id), label: j.title }));
  const applicants = value?.kind === 'applicants' ? value : null;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">Recipients</legend>
      {chosen.length > 0 ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="source"
            checked={mode === 'candidates'}
            onChange={() => {
              onMode('candidates');
              onChange({ kind: 'candidates', candidate_ids: chosen });
            }}
          />
          The {chosen.length === 1 ? 'chosen candidate' : `${chosen.length} chosen candidates`}
        </label>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name="source"
          checked={mode === 'applicants'}
          onChange={() => {
            onMode('applicants');
            onChange(null);
          }}
        />
        Applicants of a job
      </label>
      {mode === 'applicants' ? (
        <div className="flex flex-col gap-3 pl-6">
          <SelectField
            label="Job"
            placeholder={jobs.isLoading ? 'Loading jobs…' : 'Choose a job'}
            options={jobOptions}
            value={applicants ? String(applicants.job_id) : ''}
            onChange={(e) =>
              onChange(
                e.target.value
                  ? {
                      kind: 'applicants',
                      job_id: Number(e.target.value),
                      statuses: applicants?.statuses ?? [],
                    }
                  : null,
              )
            }
          />
          {applicants ? (
            <fieldset>
              <legend className="text-sm text-slate-800">
                Only applicants in these statuses (none ticked: all)
              </legend>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {APPLICATION_STATUSES.map((s) => (
                  <label key={s} className="flex items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      checked={applicants.statuses.includes(s)}
                      onChange={(e) =>
                        onChange({
                          ...applicants,
                          statuses: e.target.checked
                            ? [...applicants.statuses, s]
                            : applicants.statuses.filter((x) => x !== s),
                        })
                      }
                    />
                    {APPLICATION_STATUS_LABELS[s]}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </div>
      ) : null}
      {folderList.length > 0 ? (
        <>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="source"
              checked={mode === 'folder'}
              onChange={() => {
                onMode('folder');
                onChange(null);
              }}
            />
            A CV folder
          </label>
          {mode === 'folder' ? (
            <div className="pl-6">
              <SelectField
                label="Folder"
                placeholder="Choose a folder"
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
