import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { employmentInputSchema } from '@portal/contract/candidate-profile';
import type { ParsedCv } from '@portal/contract/cv-parsing';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '@/features/candidate-profile/i18n';
import { useMasterList } from '@/lib/master-data';
import { useSaveItem } from '../../api/profile-items';
import { type EmploymentDraft, employmentBody, employmentDrafts } from './review-drafts';
import { issuesByField, ReviewList } from './review-list';

/** The CV's jobs, each added through POST candidate/employments. */
export function ReviewEmployments({ cv, profile }: { cv: ParsedCv; profile: CandidateProfile }) {
  const t = useT();
  const describe = (d: EmploymentDraft) =>
    d.job_title.trim() && d.company.trim()
      ? t('review.jobAt', { title: d.job_title, company: d.company })
      : d.job_title.trim() || d.company.trim() || t('review.untitledJob');
  const save = useSaveItem('employments');
  const designations = useMasterList('designations');
  const options = (designations.data ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  return (
    <ReviewList
      title={t('employment.title')}
      count={(count) => t('review.jobs', { count })}
      initial={employmentDrafts(cv, profile)}
      empty={t('review.noJobs')}
      describe={describe}
      check={(d) => {
        const r = employmentInputSchema.safeParse(employmentBody(d));
        return r.success
          ? { run: () => save.mutateAsync({ body: r.data }) }
          : { errors: issuesByField(r.error.issues) };
      }}
      renderFields={(d, set, e) => (
        <>
          <TextField
            label={t('employment.jobTitle')}
            value={d.job_title}
            error={e.job_title}
            onChange={(ev) => set({ job_title: ev.target.value })}
          />
          <TextField
            label={t('employment.company')}
            value={d.company}
            error={e.company}
            onChange={(ev) => set({ company: ev.target.value })}
          />
          <SelectField
            label={t('employment.designation')}
            placeholder={t('field.notSpecified')}
            options={options}
            value={d.designation_id == null ? '' : String(d.designation_id)}
            error={e.designation_id}
            onChange={(ev) => set({ designation_id: ev.target.value ? Number(ev.target.value) : null })}
          />
          <TextField
            label={t('employment.location')}
            value={d.location}
            error={e.location}
            onChange={(ev) => set({ location: ev.target.value })}
          />
          <TextField
            label={t('employment.start')}
            type="date"
            value={d.start_date}
            error={e.start_date}
            onChange={(ev) => set({ start_date: ev.target.value })}
          />
          <TextField
            label={t('employment.end')}
            type="date"
            value={d.end_date}
            disabled={d.is_current}
            error={e.end_date}
            onChange={(ev) => set({ end_date: ev.target.value })}
          />
          <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
            <input
              type="checkbox"
              className="size-4 accent-primary-700"
              checked={d.is_current}
              onChange={(ev) =>
                set({ is_current: ev.target.checked, ...(ev.target.checked ? { end_date: '' } : {}) })
              }
            />
            {t('employment.current')}
          </label>
          <TextareaField
            label={t('employment.description')}
            rows={3}
            className="sm:col-span-2"
            value={d.description}
            error={e.description}
            onChange={(ev) => set({ description: ev.target.value })}
          />
        </>
      )}
    />
  );
}
