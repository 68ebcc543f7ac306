/** How many rows each status has, 0 for a status without any (a grouped count leaves it out). */
export function countsByStatus<S extends string>(
  statuses: readonly S[],
  rows: readonly { status: S; n: number }[],
): Record<S, number> {
  // fromEntries types its keys as string; they are exactly `statuses`.
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}
