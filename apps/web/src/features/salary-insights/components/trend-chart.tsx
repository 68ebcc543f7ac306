import type { SalaryTrendPoint } from '@portal/contract/salary-insights';
import { useSalaryFormat } from '../format';

/**
 * The monthly medians as a line: a small SVG and positioned dots, no chart library (the page is a
 * public first load). Months without enough postings are gaps. Inside ChartFigure, which hides it
 * from assistive technology and gives the same figures as a table.
 */
export function TrendChart({ points }: { points: SalaryTrendPoint[] }) {
  const { aed, monthLabel } = useSalaryFormat();
  const values = points.flatMap((p) => (p.median === null ? [] : [p.median]));
  if (values.length === 0) return null;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  // Some room above and below, so a flat line sits mid-chart rather than on an edge.
  const pad = Math.max((hi - lo) * 0.15, hi * 0.05, 100);
  // Axis ends on round figures (500s), so its three labels read as a scale.
  const min = Math.max(0, Math.floor((lo - pad) / 500) * 500);
  const max = Math.ceil((hi + pad) / 500) * 500;
  const x = (i: number) => (points.length === 1 ? 50 : (i / (points.length - 1)) * 100);
  const y = (v: number) => 100 - ((v - min) / (max - min)) * 100;
  // Runs of consecutive months with a median, each drawn as one line.
  const runs: { i: number; v: number }[][] = [];
  points.forEach((p, i) => {
    if (p.median === null) return;
    const last = runs[runs.length - 1];
    const prev = last?.[last.length - 1];
    if (last && prev && prev.i === i - 1) last.push({ i, v: p.median });
    else runs.push([{ i, v: p.median }]);
  });
  return (
    <div className="flex h-full gap-2">
      <div className="flex w-20 shrink-0 flex-col justify-between pb-6 text-end text-xs tabular-nums text-slate-600">
        <span>{aed(max)}</span>
        <span>{aed((min + max) / 2)}</span>
        <span>{aed(min)}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="relative flex-1 border-b border-s border-slate-300">
          <svg
            aria-hidden
            className="absolute inset-0 size-full overflow-visible"
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
          >
            {[25, 50, 75].map((g) => (
              <line
                key={g}
                x1={0}
                x2={100}
                y1={g}
                y2={g}
                stroke="#e2e8f0"
                strokeDasharray="3 3"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {runs.map((run) => (
              <polyline
                key={run[0]?.i}
                points={run.map((p) => `${x(p.i)},${y(p.v)}`).join(' ')}
                fill="none"
                stroke="#0e6f97"
                strokeWidth={2.5}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          {runs.flat().map((p) => (
            <span
              key={p.i}
              className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-[#0e6f97]"
              style={{ left: `${x(p.i)}%`, top: `${y(p.v)}%` }}
            />
          ))}
        </div>
        <div className="relative h-6 text-xs text-slate-600">
          {points.map((p, i) => (
            <span
              key={p.month}
              // Every other month on a phone: twelve names do not fit 375 px.
              className={`absolute top-1 -translate-x-1/2 whitespace-nowrap ${i % 2 ? 'max-sm:hidden' : ''}`}
              style={{ left: `${x(i)}%` }}
            >
              {monthLabel(p.month, false)}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
