import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { certificationInputSchema } from '@portal/contract/candidate-profile';
import type { ParsedCv } from '@portal/contract/cv-parsing';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/candidate-profile/i18n';
import { useSaveItem } from '../../api/profile-items';
import { type CertificationDraft, certificationBody, certificationDrafts } from './review-drafts';
import { issuesByField, ReviewList } from './review-list';

/** The CV's certifications, each added through POST candidate/certification. */
export function ReviewCertifications({ cv, profile }: { cv: ParsedCv; profile: CandidateProfile }) {
  const t = useT();
  const save = useSaveItem('certifications');
  return (
    <ReviewList
      title={t('cert.title')}
      count={(count) => t('review.certifications', { count })}
      initial={certificationDrafts(cv, profile)}
      empty={t('review.noCertifications')}
      describe={(d: CertificationDraft) => d.name.trim() || t('review.aCertification')}
      check={(d) => {
        const r = certificationInputSchema.safeParse(certificationBody(d));
        return r.success
          ? { run: () => save.mutateAsync({ body: r.data }) }
          : { errors: issuesByField(r.error.issues) };
      }}
      renderFields={(d, set, e) => (
        <>
          <TextField
            label={t('cert.nameShort')}
            value={d.name}
            error={e.name}
            onChange={(ev) => set({ name: ev.target.value })}
          />
          <TextField
            label={t('cert.issuer')}
            value={d.issuer}
            error={e.issuer}
            onChange={(ev) => set({ issuer: ev.target.value })}
          />
          <TextField
            label={t('cert.issuedOn')}
            type="date"
            value={d.issued_on}
            error={e.issued_on}
            onChange={(ev) => set({ issued_on: ev.target.value })}
          />
          <TextField
            label={t('cert.expiresOn')}
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
