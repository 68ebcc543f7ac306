/**
 * Master data (lists of designations, places, ...) and exchange rates.
 * Relative to `/api/`; paths.ts gathers every group into `API`.
 */
export const masterApi = {
  list: (name: string) => `master/${name}`,
  /** One item by slug; a merged item's old slug answers its survivor. */
  bySlug: (name: string, slug: string) => `master/${name}/${slug}`,
  /** master_data.manage: every list with its item count. */
  adminLists: 'master/admin/lists',
  /** master_data.manage: a list's items (GET ?q=, POST); one item (PATCH: rename, move, (de)activate; DELETE). */
  adminItems: (name: string) => `master/admin/${name}`,
  adminItem: (name: string, id: number | string) => `master/admin/${name}/${id}`,
  /** POST `{ into_id }`: the item's records move to the survivor; the item stays as its alias. */
  adminMerge: (name: string, id: number | string) => `master/admin/${name}/${id}/merge`,
  /** GET: the list as CSV. */
  adminExport: (name: string) => `master/admin/${name}/export`,
  /** POST multipart `file`: what an import would add, change and reject; POST to `adminImport` applies. */
  adminImportPreview: (name: string) => `master/admin/${name}/import/preview`,
  adminImport: (name: string) => `master/admin/${name}/import`,
  /** GET every currency's rate to AED (anyone); PUT `exchangeRate(currency)` with master_data.manage. */
  exchangeRates: 'master/exchange-rates',
  exchangeRate: (currency: string) => `master/exchange-rates/${currency}`,
} as const;
