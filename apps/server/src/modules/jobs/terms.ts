import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';

/** Lower-case, accent-free words of at least three letters: the vocabulary of "did you mean". */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !/^\d+$/.test(w));
}

/** Adds a published job's words (title, designation, skills) to the dictionary. */
export async function addTerms(db: Db, text: string): Promise<void> {
  const list = [...new Set(words(text))];
  if (list.length === 0) return;
  await db.execute(sql`
    insert into job_terms (word, ndoc)
    select w, 1 from unnest(${`{${list.join(',')}}`}::text[]) as w
    on conflict (word) do update set ndoc = job_terms.ndoc + 1`);
}

/** Rebuilds the dictionary from the open jobs (the worker does this now and then). */
export async function rebuildTerms(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from job_terms`);
    await tx.execute(sql`
      insert into job_terms (word, ndoc)
      select w, count(distinct id) from (
        select id, regexp_split_to_table(lower(immutable_unaccent(title || ' ' || keywords)), '[^a-z0-9]+') as w
        from jobs where status = 'published'
      ) t
      where length(w) >= 3 and w !~ '^[0-9]+$'
      group by w`);
  });
}

type Token = { word: string; start: number; end: number };

/** The plain words of a websearch query (not OR, not after '-'), with their positions. */
function queryWords(keyword: string): Token[] {
  const out: Token[] = [];
  for (const m of keyword.matchAll(/-?[\p{L}\p{N}]+/gu)) {
    const raw = m[0];
    if (raw.startsWith('-') || raw === 'OR' || raw === 'or') continue;
    if (raw.length < 4 || /^\d+$/.test(raw)) continue;
    out.push({ word: raw, start: m.index ?? 0, end: (m.index ?? 0) + raw.length });
  }
  return out;
}

/**
 * The keyword with each unknown word replaced by the closest known one (trigram similarity, then
 * frequency), or null when nothing needed correcting.
 */
export async function correctKeyword(db: Db, keyword: string): Promise<string | null> {
  const tokens = queryWords(keyword);
  if (tokens.length === 0) return null;
  const lowered = tokens.map((t) => words(t.word)[0] ?? t.word.toLowerCase());
  const res = await queryRows<{ q: string; word: string | null }>(
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
  const fixes = new Map(res.map((r) => [r.q, r.word]));
  let out = '';
  let at = 0;
  let changed = false;
  tokens.forEach((t, i) => {
    const q = lowered[i] ?? '';
    const fix = fixes.get(q);
    out += keyword.slice(at, t.start);
    if (fix && fix !== q) {
      out += fix;
      changed = true;
    } else out += t.word;
    at = t.end;
  });
  out += keyword.slice(at);
  return changed ? out : null;
}
