import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { educationInputSchema } from '@portal/contract/candidate-profile';
import type { ParsedCv } from '@portal/contract/cv-parsing';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/candidate-profile/i18n';
import { useMasterList } from '@/lib/master-data';
import { useSaveItem } from '../../api/profile-items';
import { type EducationDraft, educationBody, educationDrafts } from './review-drafts';
import { issuesByField, ReviewList } from './review-list';

/** The CV's educations, each added through POST candidate/educations. */
export function ReviewEducations({ cv, profile }: { cv: ParsedCv; profile: CandidateProfile }) {
  const t = useT();
  const describe = (d: EducationDraft) =>
    [d.qualification || d.field_of_study, d.institution].filter((v) => v.trim()).join(t('list.separator')) ||
    t('review.anEducation');
  const save = useSaveItem('educations');
  const levels = useMasterList('education_levels');
  const options = (levels.data ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  return (
    <ReviewList
      title={t('education.title')}
      count={(count) => t('review.educations', { count })}
      initial={educationDrafts(cv, profile)}
      empty={t('review.noEducation')}
      describe={describe}
      check={(d) => {
        const r = educationInputSchema.safeParse(educationBody(d));
        return r.success
          ? { run: () => save.mutateAsync({ body: r.data }) }
          : { errors: issuesByField(r.error.issues) };
      }}
      renderFields={(d, set, e) => (
        <>
          <TextField
            label={t('education.institution')}
            className="sm:col-span-2"
            value={d.institution}
            error={e.institution}
            onChange={(ev) => set({ institution: ev.target.value })}
          />
          <SelectField
            label={t('education.level')}
            placeholder={t('field.notSpecified')}
            options={options}
            value={d.education_level_id == null ? '' : String(d.education_level_id)}
            error={e.education_level_id}
            onChange={(ev) => set({ education_level_id: ev.target.value ? Number(ev.target.value) : null })}
          />
          <TextField
            label={t('education.field')}
            value={d.field_of_study}
            error={e.field_of_study}
            onChange={(ev) => set({ field_of_study: ev.target.value })}
          />
          <TextField
            label={t('education.start')}
            inputMode="numeric"
            value={d.start_year}
            error={e.start_year}
            onChange={(ev) => set({ start_year: ev.target.value })}
          />
          <TextField
            label={t('education.end')}
            inputMode="numeric"
            value={d.end_year}
            error={e.end_year}
            onChange={(ev) => set({ end_year: ev.target.value })}
          />
        </>
      )}
    />
  );
}
