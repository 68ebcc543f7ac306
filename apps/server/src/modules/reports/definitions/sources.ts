import {
  APPLICATION_SOURCE_LABELS,
  APPLICATION_SOURCES,
  type ReportColumn,
  type ReportRow,
} from '@portal/contract/reports';
import type { ReportDefinition } from '../definition';
import { sourceCounts } from '../sources-repository';
import { percent, pipelineFilter } from './pipeline-filter';

const columns: ReportColumn[] = [
  { key: 'source', label: 'Source', kind: 'text' },
  { key: 'applications', label: 'Applications', kind: 'count' },
  { key: 'share', label: 'Share %', kind: 'percent' },
  { key: 'progressed', label: 'Shortlisted or further', kind: 'count' },
  { key: 'hired', label: 'Hired', kind: 'count' },
];

/** The prefix of a utm_source row's label, apart from the portal's own sources. */
export const UTM_LABEL = 'utm_source: ';

/**
 * Where applicants come from: every source of the portal (zero included) in a fixed order, then each
 * utm_source the job links carried (most applications first); shares are of all the period's applications.
 */
export const sourcesReport: ReportDefinition = {
  id: 'sources',
  async run(db, scope, filters) {
    const counts = await sourceCounts(db, pipelineFilter(scope, filters));
    const all = counts.find((c) => c.grouping === 'total')?.applications ?? 0;
    const make = (
      group: string,
      label: string,
      c?: { applications: number; progressed: number; hired: number },
    ) => ({
      source: label,
      group,
      applications: c?.applications ?? 0,
      share: percent(c?.applications ?? 0, all),
      progressed: c?.progressed ?? 0,
      hired: c?.hired ?? 0,
    });
    const bySource = APPLICATION_SOURCES.map((s) =>
      make(
        s,
        APPLICATION_SOURCE_LABELS[s],
        counts.find((c) => c.grouping === 'source' && c.source === s),
      ),
    );
    const byUtm = counts
      .filter((c) => c.grouping === 'utm')
      .sort(
        (a, b) => b.applications - a.applications || String(a.utm_source).localeCompare(String(b.utm_source)),
      )
      .map((c) => make('utm', `${UTM_LABEL}${c.utm_source}`, c));
    const total = counts.find((c) => c.grouping === 'total');
    const totals: ReportRow = { ...make('total', 'Total', total), share: all > 0 ? 100 : null };
    delete totals.group;
    return {
      columns,
      rows: [...bySource, ...byUtm],
      totals,
      chart: { kind: 'bar', x: 'source', series: ['applications'] },
    };
  },
};
