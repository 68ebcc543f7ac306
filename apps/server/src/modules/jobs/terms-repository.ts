import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';

/** Counts one more job for each of the words (lower-case, no duplicates). */
export async function addWords(db: Db, list: string[]): Promise<void> {
  await db.execute(sql`
    insert into job_terms (word, ndoc)
    select w, 1 from unnest(${`{${list.join(',')}}`}::text[]) as w
    on conflict (word) do update set ndoc = job_terms.ndoc + 1`);
}

/** Arabic diacritics, dagger alef and tatweel (regex class, JavaScript and PostgreSQL alike). */
export const ARABIC_MARKS = '[\u064B-\u065F\u0670\u0640]';
/** What separates Arabic words (anything but an Arabic letter). */
export const ARABIC_NOT_LETTERS = '[^\u0621-\u064A\u0671]+';

/**
 * Rebuilds the dictionary from the open jobs (the worker does this now and then): the English
 * words of title and keywords, the Arabic words of the Arabic title and keywords (terms.ts `words`).
 */
export async function rebuildTerms(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from job_terms`);
    await tx.execute(sql`
      insert into job_terms (word, ndoc)
      select w, count(distinct id) from (
        select id, regexp_split_to_table(lower(immutable_unaccent(title || ' ' || keywords)), '[^a-z0-9]+') as w
        from jobs where status = 'published'
        union all
        select id, regexp_split_to_table(regexp_replace(coalesce(title_ar, '') || ' ' || keywords_ar,
          ${ARABIC_MARKS}, '', 'g'), ${ARABIC_NOT_LETTERS}) as w
        from jobs where status = 'published'
      ) t
      where length(w) >= 3 and w !~ '^[0-9]+$'
      group by w`);
  });
}

/** For each lower-case word, the closest known one (trigram similarity, then frequency), if any. */
export async function closestWords(db: Db, lowered: string[]) {
  return queryRows<{ q: string; word: string | null }>(
    db,
    sql`
    select q, (
      select word from job_terms
      where word % q
      order by word = q desc, similarity(word, q) desc, ndoc desc, word
      limit 1
    ) as word
    from unnest(${`{${lowered.join(',')}}`}::text[]) as q`,
  );
}
