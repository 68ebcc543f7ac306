import type { clientCvSchemas } from './client-cv.schemas';
import { endpoints } from './endpoint';

export const clientCvEndpoints = endpoints<typeof clientCvSchemas>()({
  shared: 'GET client-cv/shared',
  byCandidate: 'GET client-cv/:id',
  shares: 'GET client-cv/:id/shares',
  createShares: 'POST client-cv/:id/shares',
  share: 'DELETE client-cv/shares/:id',
});
