/**
 * How many header items fit in `available` px, in order: all of them when they fit, otherwise as
 * many as fit beside the "More" trigger that takes the rest.
 */
export function countThatFits(widths: number[], moreWidth: number, available: number, gap: number): number {
  const all = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
  if (all <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
