/** Shared by the admin back office and the management area. */
export const candidateCreate = () =>
  import('@/features/candidate-create/pages/candidate-create-page').then((mod) => mod.CandidateCreatePage);
