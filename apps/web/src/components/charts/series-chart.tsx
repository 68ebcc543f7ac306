import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useFormat } from '@/lib/intl/format';
import { useLocale } from '@/lib/intl/locale-context';
import { CategoryTick } from './category-tick';

/** Colours that keep 3:1 contrast on white and stay apart for common colour blindness. */
export const CHART_COLORS = ['#0e6f97', '#c2410c', '#15803d', '#7c3aed', '#b91c1c', '#475569'] as const;

export type Series<Row> = {
  key: keyof Row & string;
  label: string;
  color?: string;
  /**
   * Bar charts: drawn against a second value axis of its own (above a horizontal chart, right of a
   * vertical one), in the series' colour: for a series counted in hundreds beside one counted in ones (a job's
   * views beside its applicants), which on one scale would leave the small one a sliver.
   */
  ownAxis?: boolean;
};

type Props<Row> = {
  data: Row[];
  /** The category (x) axis: a week, a status, a keyword. */
  xKey: keyof Row & string;
  series: Series<Row>[];
  kind?: 'bar' | 'line';
  /** Bars stacked into one per category. */
  stacked?: boolean;
  /** Horizontal bars, for long category names (keywords, statuses). */
  horizontal?: boolean;
  xFormat?: (value: string) => string;
};

/**
 * A bar or line chart of one or more series over a category axis (recharts). Put it inside
 * `ChartFigure`, which gives it a size, hides it from assistive technology and adds the table.
 */
export function SeriesChart<Row extends Record<string, unknown>>({
  data,
  xKey,
  series,
  kind = 'bar',
  stacked = false,
  horizontal = false,
  xFormat,
}: Props<Row>) {
  // recharts types keys against its data's type; the keys were checked against Row above.
  const rows = data as Record<string, unknown>[];
  // Right to left, the category axis runs from the right and the value axis stands on the right.
  const rtl = useLocale() === 'ar';
  const format = useFormat();
  const count = (value: unknown) => format.number(Number(value));
  const side = (start: number, end: number) =>
    rtl ? { right: start, left: end } : { left: start, right: end };
  const x = xKey as string;
  const color = (i: number, s: Series<Row>) => s.color ?? CHART_COLORS[i % CHART_COLORS.length];
  const legend =
    series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12, direction: rtl ? 'rtl' : 'ltr' }} /> : null;
  const tooltipStyle = { direction: rtl ? 'rtl' : 'ltr', textAlign: rtl ? 'right' : 'left' } as const;
  const tick = { fontSize: 12, fill: '#475569' };
  const own = series.findIndex((s) => s.ownAxis);
  const ownSeries = series[own];
  const ownTick = ownSeries ? { ...tick, fill: color(own, ownSeries) } : tick;
  const axisOf = (s: Series<Row>) => (s.ownAxis ? 'own' : 0);
  if (kind === 'line')
    return (
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, bottom: 0, ...side(-16, 8) }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey={x} tick={tick} tickFormatter={xFormat} reversed={rtl} />
          <YAxis
            allowDecimals={false}
            tick={tick}
            tickFormatter={count}
            orientation={rtl ? 'right' : 'left'}
          />
          <Tooltip
            contentStyle={tooltipStyle}
            formatter={count}
            labelFormatter={xFormat ? (v) => xFormat(String(v)) : undefined}
          />
          {legend}
          {series.map((s, i) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key as string}
              name={s.label}
              stroke={color(i, s)}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    );
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={rows}
        // The drawing is aria-hidden (ChartFigure's table carries the figures), so it must hold no
        // tab stop: recharts' keyboard layer would make it one (axe: aria-hidden-focus).
        accessibilityLayer={false}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 8, bottom: 0, ...side(horizontal ? 8 : -16, 8) }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        {horizontal ? (
          <>
            <XAxis type="number" allowDecimals={false} tick={tick} tickFormatter={count} reversed={rtl} />
            {ownSeries ? (
              <XAxis
                xAxisId="own"
                type="number"
                orientation="top"
                allowDecimals={false}
                tick={ownTick}
                tickFormatter={count}
                reversed={rtl}
              />
            ) : null}
            {/* Every name, wrapped and centred on its bars (interval 0: recharts would skip some). */}
            <YAxis
              type="category"
              dataKey={x}
              width={110}
              interval={0}
              orientation={rtl ? 'right' : 'left'}
              tick={<CategoryTick format={xFormat} rtl={rtl} />}
            />
          </>
        ) : (
          <>
            <XAxis dataKey={x} tick={tick} tickFormatter={xFormat} reversed={rtl} />
            <YAxis
              allowDecimals={false}
              tick={tick}
              tickFormatter={count}
              orientation={rtl ? 'right' : 'left'}
            />
            {ownSeries ? (
              <YAxis
                yAxisId="own"
                orientation={rtl ? 'left' : 'right'}
                allowDecimals={false}
                tick={ownTick}
                tickFormatter={count}
              />
            ) : null}
          </>
        )}
        {/* A tap or hover on a bar names its category in full (the axis may abbreviate it). */}
        <Tooltip
          contentStyle={tooltipStyle}
          formatter={count}
          labelFormatter={xFormat && !horizontal ? (v) => xFormat(String(v)) : undefined}
        />
        {legend}
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key as string}
            name={s.label}
            fill={color(i, s)}
            {...(horizontal ? { xAxisId: axisOf(s) } : { yAxisId: axisOf(s) })}
            stackId={stacked ? 'stack' : undefined}
            isAnimationActive={false}
            radius={stacked ? 0 : 3}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
