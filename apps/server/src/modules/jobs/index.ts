/** What other modules and the app use of the jobs module. */
export { cached } from './cache';
export { descriptionColumns, fieldColumns } from './fields';
export {
  type HitRecord,
  type JobRecord,
  loadRefs,
  locationLabel,
  locationLabelAr,
  locationsOf,
  type Ref,
  toHitFields,
  toJob,
  toLocations,
} from './hydrate';
export { createJobsMaintenance } from './maintenance';
export { jobPageHead } from './page-head';
export { isOpen } from './public';
export { jobColumns, locationsJson } from './repository';
export { jobRoutes } from './routes';
export { createJobService, type JobService } from './service';
export { correctKeyword } from './terms';
export { rebuildTerms } from './terms-repository';
