import type { ReportColumn } from '@portal/contract/reports';
import type { ReportDefinition } from '../definition';
import { demandTotals, keywordDemand } from '../search-demand-repository';

const COLUMNS: ReportColumn[] = [
  { key: 'keyword', label: 'Keyword', kind: 'text' },
  { key: 'searches', label: 'Searches', kind: 'count' },
  { key: 'zero_result_searches', label: 'Searches that found nothing', kind: 'count' },
];

/** How many keywords of each list: the most searched, and the most often fruitless. */
export const SEARCH_DEMAND_KEYWORDS = 50;

/**
 * Portal-wide (the operator's): the 50 most searched keywords of the period and the 50 that most
 * often found nothing, most searched first; the totals are every search of the period. The job and
 * member filters do not apply: searches belong to no organisation.
 */
export const searchDemandReport: ReportDefinition = {
  id: 'search-demand',
  permission: 'dashboards.operator',
  async run(db, _scope, filters) {
    const days = { from: filters.from, to: filters.to };
    const [keywords, [all]] = await Promise.all([
      keywordDemand(db, days, SEARCH_DEMAND_KEYWORDS),
      demandTotals(db, days),
    ]);
    const rows = keywords
      .map((k) => ({
        keyword: k.keyword,
        searches: Number(k.searches),
        zero_result_searches: Number(k.zero),
      }))
      .sort(
        (a, b) => b.searches - a.searches || (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0),
      );
    return {
      columns: COLUMNS,
      rows,
      totals: {
        keyword: 'All searches',
        searches: Number(all?.searches ?? 0),
        zero_result_searches: Number(all?.zero ?? 0),
      },
      chart: { kind: 'bar', x: 'keyword', series: ['searches', 'zero_result_searches'] },
    };
  },
};
