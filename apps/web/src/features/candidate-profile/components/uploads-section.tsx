import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { useQueryClient } from '@tanstack/react-query';
import { SectionCard } from '@/components/ui/section-card';
import { CvFill } from '@/features/candidate-profile/components/cv-fill';
import { CvUpload } from '@/features/candidate-profile/components/cv-upload';
import { PhotoUpload } from '@/features/candidate-profile/components/photo-upload';
import { queryKeys } from '@/lib/query-keys';

/** After an upload: this page's profile, and the signed-in user (the header shows the photo). */
export function useUploadChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.candidate.profile() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.session.me() });
  };
}

export function PhotoSection({ profile }: { profile: CandidateProfile }) {
  const changed = useUploadChanged();
  return (
    <SectionCard anchor="photo" title="Photo">
      <PhotoUpload photoUrl={profile.photo_url} onChange={changed} />
    </SectionCard>
  );
}

export function CvSection({ profile }: { profile: CandidateProfile }) {
  const changed = useUploadChanged();
  return (
    <SectionCard anchor="cv" title="CV">
      <div className="flex flex-col gap-4">
        <CvUpload cv={profile.cv} onChange={changed} />
        {/* A new CV starts a fresh reading (and clears the last one's message). */}
        <CvFill key={profile.cv?.uploaded_at ?? 'none'} />
      </div>
    </SectionCard>
  );
}
