/** Forty-plus rotating searches: keywords (phrases, OR, exclusion, a typo), filters, facets, sorts, pages. */
export function searchQueries(ids: Record<string, number>): string[] {
  const kw = [
    'warehouse',
    'warehouse manager',
    '"supply chain"',
    'forklift OR "reach truck"',
    'freight -sales',
    'customs',
    'driver',
    'cold chain',
    'procurement manager',
    'warehose',
    'logistics coordinator',
    'SAP EWM',
    'dispatcher',
    'senior',
    'inventory',
  ];
  const filters = [
    '',
    `location=${ids.dubai}`,
    `location=${ids.dubai},${ids.abuDhabi}`,
    `designation=${ids.warehouseManager}`,
    'employment_type=FULL_TIME',
    'experience=5',
    'salary_min=8000&salary_max=20000',
    'posted_within=7',
    `functional_area=${ids.warehousing}&location=${ids.sharjah}`,
    'sort=date',
    'page=2',
    `industry=${ids.fmcg}&posted_within=30`,
  ];
  const out: string[] = [];
  for (let i = 0; i < 48; i++) {
    const k = kw[i % kw.length] as string;
    const f = filters[(i * 5) % filters.length] as string;
    const parts = [i % 8 === 7 ? '' : `keyword=${encodeURIComponent(k)}`, f].filter(Boolean);
    out.push(parts.join('&'));
  }
  // Browsing without a keyword: the heaviest facet case.
  out.push('', `location=${ids.dubai}&sort=date`, 'employment_type=TEMPORARY,CONTRACTOR');
  return out;
}
