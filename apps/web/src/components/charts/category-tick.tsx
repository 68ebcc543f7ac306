/** Characters of a 12 px label that fit the category axis's 110 px, and the lines it may take. */
const LINE_CHARS = 15;
const MAX_LINES = 3;
const LINE_HEIGHT = 14;

/**
 * A category name in lines of whole words, at most three; a longer one ends in "…" (the tooltip
 * and the table give it whole). Exported for its test.
 */
export function wrapLabel(text: string, chars = LINE_CHARS, maxLines = MAX_LINES): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= chars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const shown = lines.slice(0, maxLines).map((l) => (l.length > chars ? `${l.slice(0, chars - 1)}…` : l));
  if (lines.length > maxLines) {
    const last = shown[maxLines - 1] ?? '';
    shown[maxLines - 1] = `${last.slice(0, chars - 1).replace(/[\s–-]+$/, '')}…`;
  }
  return shown;
}

type TickProps = {
  x?: number;
  y?: number;
  payload?: { value?: unknown };
  format?: (v: string) => string;
  /**
   * The axis stands on the right (an Arabic page): the label sits outside the plot, to the axis's
   * right, and reads right to left.
   */
  rtl?: boolean;
};

/**
 * The category axis's label of a horizontal bar chart, wrapped over lines and centred on its bars
 * (recharts' own tick is one line, cut, and skips labels when they crowd).
 */
export function CategoryTick({ x = 0, y = 0, payload, format, rtl = false }: TickProps) {
  const value = String(payload?.value ?? '');
  const lines = wrapLabel(format ? format(value) : value);
  const first = -((lines.length - 1) * LINE_HEIGHT) / 2;
  return (
    <text
      x={x}
      y={y}
      // The label's end is at the axis (its left edge in Arabic), so it never covers the bars.
      textAnchor="end"
      direction={rtl ? 'rtl' : undefined}
      fontSize={12}
      fill="#475569"
      dominantBaseline="central"
      className="chart-category"
    >
      {lines.map((line, i) => (
        <tspan key={line} x={rtl ? x + 4 : x - 4} dy={i === 0 ? first : LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** Height for a horizontal bar chart: room for each category's wrapped label and its bars. */
export const categoryBandHeight = (bars: number) => Math.max(MAX_LINES * LINE_HEIGHT + 12, bars * 20 + 16);
