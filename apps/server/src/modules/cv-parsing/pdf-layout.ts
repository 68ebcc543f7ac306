import type { StructuredTextItem } from 'unpdf';

/*
 * A PDF page's text items put back into reading order. pdf.js gives runs of text with positions, in
 * the order the producer drew them; a two-column CV may interleave its columns line by line. Items
 * are grouped into lines by height on the page, a line into segments where a wide gap separates
 * them (table cells, a right-aligned date), and a page whose lines split at one left edge (a
 * sidebar beside the main column) is read column by column.
 */

type Seg = { x: number; end: number; text: string };
type Line = { y: number; size: number; segs: Seg[] };

function toLines(items: StructuredTextItem[]): Line[] {
  const sorted = items.filter((i) => i.str.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; size: number; items: StructuredTextItem[] }[] = [];
  for (const item of sorted) {
    const size = item.fontSize || item.height || 10;
    const line = lines.find((l) => Math.abs(l.y - item.y) < Math.min(l.size, size) * 0.5);
    if (line) line.items.push(item);
    else lines.push({ y: item.y, size, items: [item] });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((l) => {
      const segs: Seg[] = [];
      for (const item of l.items.sort((a, b) => a.x - b.x)) {
        const size = item.fontSize || l.size;
        const last = segs.at(-1);
        const gap = last ? item.x - last.end : 0;
        if (last && gap < size * 1.2) {
          const space = gap > size * 0.12 && !last.text.endsWith(' ') && !item.str.startsWith(' ');
          last.text += (space ? ' ' : '') + item.str;
          last.end = Math.max(last.end, item.x + item.width);
        } else segs.push({ x: item.x, end: item.x + item.width, text: item.str });
      }
      return { y: l.y, size: l.size, segs };
    });
}

/**
 * A table row whose cells wrapped: the next line holds fewer segments, each starting under a cell of
 * the row, just below it. Their text is put back into those cells ("Assistant Warehouse" / "Manager").
 */
function joinWrappedCells(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const row = out.at(-1);
    // Under a cell and within its column: a segment running into the next column is no wrapped cell.
    const under = (s: Seg) =>
      row?.segs.find(
        (c, k) => Math.abs(c.x - s.x) <= 2 && s.end <= (row.segs[k + 1]?.x ?? Number.POSITIVE_INFINITY),
      );
    if (
      row &&
      row.segs.length >= 3 &&
      line.segs.length < row.segs.length &&
      row.y - line.y <= row.size * 1.6 &&
      line.segs.every(under)
    ) {
      for (const s of line.segs) {
        const cell = under(s);
        if (cell) cell.text = `${cell.text.trimEnd()} ${s.text.trimStart()}`;
      }
      row.y = line.y;
      continue;
    }
    out.push(line);
  }
  return out;
}

const crosses = (s: Seg, at: number) => s.x < at - 1 && s.end > at + 1;

/**
 * The left edge of a right-hand column, if the page has one: many segments start there, nothing
 * runs across it on most lines, and the lines beside it are not table rows (3+ cells).
 */
function columnSplit(lines: Line[]): number | null {
  const segs = lines.flatMap((l) => l.segs);
  if (segs.length < 12) return null;
  const left = Math.min(...segs.map((s) => s.x));
  const right = Math.max(...segs.map((s) => s.end));
  const width = right - left;
  const starts = new Map<number, number>();
  for (const s of segs) {
    const k = Math.round(s.x / 2) * 2;
    if (k > left + width * 0.2 && k < left + width * 0.75) starts.set(k, (starts.get(k) ?? 0) + 1);
  }
  let best: { at: number; score: number } | null = null;
  for (const [at, count] of starts) {
    if (count < 5) continue;
    let crossing = 0;
    let rightLines = 0;
    let leftLines = 0;
    let tableRows = 0;
    let both = 0;
    for (const l of lines) {
      if (l.segs.some((s) => crosses(s, at))) {
        crossing++;
        continue;
      }
      const hasRight = l.segs.some((s) => s.x >= at - 1);
      const hasLeft = l.segs.some((s) => s.end <= at + 1);
      if (hasRight) rightLines++;
      if (hasLeft) leftLines++;
      if (hasRight && hasLeft) {
        both++;
        if (l.segs.length >= 3) tableRows++;
      }
    }
    if (crossing > lines.length * 0.25 || rightLines < 4 || leftLines < 4) continue;
    if (both > 0 && tableRows >= both * 0.5) continue;
    const aligned = segs.filter((s) => Math.abs(s.x - at) <= 2).length;
    if (aligned < rightLines * 0.5) continue;
    const score = rightLines + leftLines - crossing * 3;
    if (!best || score > best.score) best = { at, score };
  }
  return best?.at ?? null;
}

/** The page's text lines in reading order; each segment of a line is one entry of its array. */
export function pageLines(items: StructuredTextItem[]): string[][] {
  const lines = toLines(items);
  const at = columnSplit(lines);
  // Wrapped table cells are looked for on one-column pages only: beside a sidebar, a main column's
  // line under a split line would pass for one.
  if (at === null) return joinWrappedCells(lines).map((l) => l.segs.map((s) => s.text.trim()));
  const out: string[][] = [];
  let leftCol: string[][] = [];
  let rightCol: string[][] = [];
  const flush = () => {
    out.push(...leftCol, ...rightCol);
    leftCol = [];
    rightCol = [];
  };
  for (const l of lines) {
    if (l.segs.some((s) => crosses(s, at))) {
      flush();
      out.push(l.segs.map((s) => s.text.trim()));
      continue;
    }
    const lhs = l.segs.filter((s) => s.end <= at + 1).map((s) => s.text.trim());
    const rhs = l.segs.filter((s) => s.end > at + 1).map((s) => s.text.trim());
    if (lhs.length) leftCol.push(lhs);
    if (rhs.length) rightCol.push(rhs);
  }
  flush();
  return out;
}
