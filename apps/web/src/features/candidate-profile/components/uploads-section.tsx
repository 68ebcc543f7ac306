import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { useQueryClient } from '@tanstack/react-query';
import { SectionCard } from '@/components/ui/section-card';
import { PhotoUpload } from '@/features/candidate-profile/components/photo-upload';
import { useT } from '@/features/candidate-profile/i18n';
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
  const t = useT();
  const changed = useUploadChanged();
  return (
    <SectionCard anchor="photo" title={t('photo.title')}>
      <PhotoUpload photoUrl={profile.photo_url} onChange={changed} />
    </SectionCard>
  );
}
