/** One line of an audit entry's change: a field's value before and after, or a list's additions and removals. */
type Line = { key: string; text: string };

const show = (v: unknown): string =>
  v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** Reads an entry's before/after as lines a person can scan; lists (permissions) become + and −. */
export function changeLines(before: unknown, after: unknown): Line[] {
  if (Array.isArray(before) || Array.isArray(after)) {
    const b = new Set((Array.isArray(before) ? before : []).map(show));
    const a = new Set((Array.isArray(after) ? after : []).map(show));
    return [
      ...[...a].filter((x) => !b.has(x)).map((x) => ({ key: `+${x}`, text: `+ ${x}` })),
      ...[...b].filter((x) => !a.has(x)).map((x) => ({ key: `-${x}`, text: `− ${x}` })),
    ];
  }
  const obj = (v: unknown): Record<string, unknown> =>
    v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  const b = obj(before);
  const a = obj(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => show(b[k]) !== show(a[k]))
    .map((k) =>
      k in b && k in a
        ? { key: k, text: `${k}: ${show(b[k])} → ${show(a[k])}` }
        : { key: k, text: `${k}: ${show(k in a ? a[k] : b[k])}` },
    );
}

export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const lines = changeLines(before, after);
  if (lines.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="min-w-0 space-y-0.5">
      {lines.map((l) => (
        <li key={l.key} className="break-all font-mono text-xs text-slate-800">
          {l.text}
        </li>
      ))}
    </ul>
  );
}
