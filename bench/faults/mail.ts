import type { Postgres } from './lib';

/** Queues `n` plain mails straight into the outbox, as a burst of enquiries or alerts would. */
export async function queueMail(pg: Postgres, n: number, label: string) {
  await pg.query(
    `insert into outbox ("to", subject, text, html)
     select 'drill-' || $2 || '-' || g || '@example.com', 'Drill ' || $2 || ' #' || g, 'Fault drill', '<p>Fault drill</p>'
     from generate_series(1, $1::int) g`,
    [n, label],
  );
}

export type OutboxState = { total: number; byStatus: Record<string, number>; maxAttempts: number };

export async function outboxState(pg: Postgres): Promise<OutboxState> {
  const rows = await pg.query<{ status: string; n: string; max: number }>(
    'select status, count(*) as n, max(attempts) as max from outbox group by status',
  );
  const byStatus = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  return {
    total: rows.reduce((a, r) => a + Number(r.n), 0),
    byStatus,
    // The most tries a waiting mail has used up (of MAX_ATTEMPTS before it is given up).
    maxAttempts: Number(rows.find((r) => r.status === 'pending')?.max ?? 0),
  };
}

/**
 * Compares the outbox with what the stand-in received, by Message-ID (`<outbox-ID-…>`, set by the
 * transport): every row sent exactly once, nothing received that no row names.
 */
export async function deliveryReport(pg: Postgres, received: Map<string, number>, alreadySent: Set<number>) {
  // Rows the seed stored as sent (the demo's mail history) never pass the stand-in.
  const ids = (await pg.query<{ id: number }>('select id from outbox'))
    .map((r) => r.id)
    .filter((id) => !alreadySent.has(id));
  const byRow = new Map<number, number>();
  let foreign = 0;
  for (const [messageId, times] of received) {
    const id = Number(/^<outbox-(\d+)-/.exec(messageId)?.[1] ?? Number.NaN);
    if (Number.isNaN(id)) foreign += times;
    else byRow.set(id, (byRow.get(id) ?? 0) + times);
  }
  const missing = ids.filter((id) => !byRow.has(id));
  const twice = [...byRow].filter(([, times]) => times > 1).map(([id, times]) => ({ id, times }));
  const expected = new Set(ids);
  const unknown =
    [...byRow.keys()].filter((id) => !expected.has(id) && !alreadySent.has(id)).length + foreign;
  // A seeded "sent" row received after all was sent twice.
  for (const id of byRow.keys()) if (alreadySent.has(id)) twice.push({ id, times: (byRow.get(id) ?? 0) + 1 });
  return { rows: ids.length, missing, twice, unknown };
}

/** The rows already sent before the drill's worker starts (the seed's mail history). */
export async function sentBefore(pg: Postgres): Promise<Set<number>> {
  return new Set(
    (await pg.query<{ id: number }>("select id from outbox where status = 'sent'")).map((r) => r.id),
  );
}
