import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../apps/server/src/core/db/client';
import { hashPassword } from '../apps/server/src/core/lib/passwords';

const MARK = 'bench.candidates';
export const BENCH_CANDIDATE_PASSWORD = 'Bench-Candidate-Route-Planner-9';
export const benchCandidateEmail = (i: number) => `bench-candidate-${i}@bench.example`;

/**
 * `n` candidate accounts for the mixed scenario (kept between runs, like the jobs), all with one
 * password hashed once: registering them through the API would spend minutes in argon2. Their
 * applications of earlier runs are removed, so every run can apply again without a 409.
 */
export async function ensureCandidates(db: Db, n: number): Promise<{ generated: boolean }> {
  const [mark] = await queryRows<{ value: number }>(db, sql`select value from settings where key = ${MARK}`);
  const bench = sql`select id from users where email like 'bench-candidate-%@bench.example'`;
  if (Number(mark?.value) === n) {
    await db.execute(sql`delete from applications where candidate_id in (${bench})`);
    return { generated: false };
  }
  const hash = await hashPassword(BENCH_CANDIDATE_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from users where email like 'bench-candidate-%@bench.example'`);
    await tx.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name)
      select 'bench-candidate-' || i || '@bench.example', ${hash}, 'candidate', 'Bench', 'Candidate ' || i
      from generate_series(0, ${n - 1}) i`);
    await tx.execute(sql`insert into candidate_profiles (user_id) select id from users
      where email like 'bench-candidate-%@bench.example'`);
    await tx.execute(sql`insert into settings (key, value) values (${MARK}, ${n}::text::jsonb)
      on conflict (key) do update set value = excluded.value`);
  });
  return { generated: true };
}
