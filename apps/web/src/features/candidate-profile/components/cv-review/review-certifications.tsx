import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { certificationInputSchema } from '@portal/contract/candidate-profile';
import type { ParsedCv } from '@portal/contract/cv-parsing';
import { TextField } from '@/components/ui/text-field';
import { useSaveItem } from '../../api/profile-items';
import { type CertificationDraft, certificationBody, certificationDrafts } from './review-drafts';
import { issuesByField, ReviewList } from './review-list';

/** The CV's certifications, each added through POST candidate/certification. */
export function ReviewCertifications({ cv, profile }: { cv: ParsedCv; profile: CandidateProfile }) {
  const save = useSaveItem('certifications');
  return (
    <ReviewList
      title="Certifications"
      noun={['certification', 'certifications']}
      initial={certificationDrafts(cv, profile)}
      empty="We found no certifications in your CV."
      describe={(d: CertificationDraft) => d.name.trim() || 'A certification'}
      check={(d) => {
        const r = certificationInputSchema.safeParse(certificationBody(d));
        return r.success
          ? { run: () => save.mutateAsync({ body: r.data }) }
          : { errors: issuesByField(r.error.issues) };
      }}
      renderFields={(d, set, e) => (
        <>
          <TextField
            label="Name"
            value={d.name}
            error={e.name}
            onChange={(ev) => set({ name: ev.target.value })}
          />
          <TextField
            label="Issuer"
            value={d.issuer}
            error={e.issuer}
            onChange={(ev) => set({ issuer: ev.target.value })}
          />
          <TextField
            label="Issued on"
            type="date"
            value={d.issued_on}
            error={e.issued_on}
            onChange={(ev) => set({ issued_on: ev.target.value })}
          />
          <TextField
            label="Expires on"
            type="date"
            value={d.expires_on}
            error={e.expires_on}
            onChange={(ev) => set({ expires_on: ev.target.value })}
          />
        </>
      )}
    />
  );
}
