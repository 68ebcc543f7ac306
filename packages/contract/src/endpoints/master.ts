import { endpoints } from './endpoint';
import type { masterSchemas } from './master.schemas';

export const masterEndpoints = endpoints<typeof masterSchemas>()({
  exchangeRates: 'GET master/exchange-rates',
  exchangeRate: 'PUT master/exchange-rates/:currency',
  adminLists: 'GET master/admin/lists',
  adminItems: 'GET master/admin/:name',
  createAdminItems: 'POST master/admin/:name',
  updateAdminItem: 'PATCH master/admin/:name/:id',
  removeAdminItem: 'DELETE master/admin/:name/:id',
  adminMerge: 'POST master/admin/:name/:id/merge',
  adminExport: 'GET master/admin/:name/export',
  adminImportPreview: 'POST master/admin/:name/import/preview',
  adminImport: 'POST master/admin/:name/import',
  list: 'GET master/:name',
  bySlug: 'GET master/:name/:slug',
});
