import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/app';
import { type Database, queryRows } from '../../core/db/client';
import { lexemeOf, WORD } from './english-words';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Words whose stems are not simply a cut of the word, stop words, accents and digits. */
const TRICKY = [
  ...['using', 'used', 'supplies', 'supply', 'operational', 'operator', 'possibility', 'generously'],
  ...['organization', 'organised', 'activity', 'reasonably', 'dying', 'skies', 'news', 'early', 'only'],
  ...['the', 'of', 'Doesn', 'S', 'T', 'Société', 'Générale', 'S4HANA', '2024', 'ISO9001', 'Zürich'],
];

describe('English words as the search reads them', () => {
  it('have the lexeme PostgreSQL gives them: every word of the demo CVs and jobs, and tricky ones', async () => {
    const [texts] = await queryRows<{ t: string }>(
      database.db,
      sql`select string_agg(coalesce(p.summary, '') || ' ' || p.cv_text || ' ' || coalesce(p.headline, ''), ' ')
            || ' ' || (select string_agg(description_text, ' ') from jobs) as t
          from candidate_profiles p`,
    );
    const words = [...new Set([...(texts?.t.match(WORD) ?? []), ...TRICKY])].filter(
      (w) => !/[\u0600-\u06FF]/.test(w),
    );
    expect(words.length).toBeGreaterThan(500);
    const rows = await queryRows<{ w: string; lexemes: string[] }>(
      database.db,
      sql`select w, tsvector_to_array(to_tsvector('english'::regconfig, search_fold(w))) as lexemes
          from unnest(${`{${words.map((w) => `"${w}"`).join(',')}}`}::text[]) w`,
    );
    const differ = rows
      .filter((r) => r.lexemes.length <= 1)
      .flatMap((r) =>
        lexemeOf(r.w) === (r.lexemes[0] ?? '') ? [] : [`${r.w}: ${lexemeOf(r.w)} / ${r.lexemes[0]}`],
      );
    expect(differ).toEqual([]);
    // Each word is one word to the parser too.
    expect(rows.filter((r) => r.lexemes.length > 1).map((r) => r.w)).toEqual([]);
  });
});
