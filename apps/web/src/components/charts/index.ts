export { categoryBandHeight } from './category-tick';
export { type ChartColumn, ChartFigure, type ChartFigureProps } from './chart-figure';
export { PeriodPicker, usePeriod } from './period-picker';
export { CHART_COLORS, type Series, SeriesChart } from './series-chart';
