import type { QueryNode } from '@portal/contract/cv-query';
import { type SQL, sql } from 'drizzle-orm';
import { withArabicSynonyms } from '../../../core/db/search-synonyms';

/*
 * A parsed keyword tree as a PostgreSQL tsquery expression. Each leaf is its own bound parameter
 * passed through plainto_/phraseto_tsquery, which read any text as words, so nothing the
 * recruiter types is ever read as text-search syntax; the tree's operators become tsquery's own
 * && || !! between the leaves. A prefix leaf (letters and digits, the parser checks) goes to
 * to_tsquery as a quoted lexeme with its quotes and backslashes escaped, since unaccent may turn a
 * letter into punctuation; `:*` after it is the only syntax to_tsquery reads.
 */
const quotedLexeme = (word: string) =>
  sql`'''' || replace(replace(search_fold(${word}), '\\', '\\\\'), '''', '''''') || ''''`;

/**
 * Endings the English stemmer takes off a word (whole, or their rest after the letters of them the
 * prefix already ends with): `procurem` + `ent` is "procurement".
 */
const ENDINGS = [
  ...['s', 'es', 'ies', 'e', 'y', 'ed', 'ing', 'ings', 'er', 'ers', 'or', 'ors', 'ly', 'li', 'ment', 'ments'],
  ...['ent', 'ence', 'ance', 'ant', 'al', 'ally', 'ation', 'ations', 'ational', 'ion', 'ions', 'ive'],
  ...['iveness', 'ize', 'ized', 'ization', 'ise', 'ised', 'isation', 'ity', 'ities', 'ness', 'ful'],
  ...['fulness', 'ous', 'ously', 'ousness', 'able', 'ably', 'ibility', 'ible', 'ism', 'ist', 'ists'],
  ...['ic', 'ical', 'ically', 'ate', 'ated', 'ator', 'ators', 'ement', 'ements', 'ship', 'ships'],
];

/**
 * Words that begin with `prefix` and end as English words do: their stems are the lexemes a prefix
 * longer than its word's stem must also find (`procurem*`: "procurement", stem `procur`, which
 * `procurem:*` misses). The stems are shared with the word's other forms, as for a whole word
 * (`management` finds "manager" too).
 */
export function prefixWords(text: string): string {
  const prefix = text.toLowerCase();
  const words = new Set([prefix]);
  for (const end of ENDINGS)
    for (let j = 0; j < end.length; j++)
      if (prefix.endsWith(end.slice(0, j))) words.add(prefix + end.slice(j));
  return [...words].join(' ');
}

/**
 * A prefix: the lexemes that begin with it, or the stem of a word beginning with it (prefixWords)
 * that the first does not already cover, each quoted and escaped as a lexeme (stop words drop out).
 */
const prefixQuery = (prefix: string) =>
  sql`(to_tsquery('english'::regconfig, ${quotedLexeme(prefix)} || ':*') || coalesce((select
    string_agg('''' || replace(replace(w, '\', '\\'), '''', '''''') || '''', ' | ')::tsquery
    from unnest(tsvector_to_array(to_tsvector('english'::regconfig, search_fold(${prefixWords(prefix)})))) w
    where not exists (select 1 from unnest(tsvector_to_array(to_tsvector('english'::regconfig,
      search_fold(${prefix})))) p where starts_with(w, p))), ''::tsquery))`;

export function tsqueryOf(node: QueryNode): SQL {
  switch (node.kind) {
    case 'term':
      return node.prefix
        ? prefixQuery(node.text)
        : withArabicSynonyms(
            sql`plainto_tsquery('english'::regconfig, search_fold(${node.text}))`,
            node.text,
          );
    case 'phrase':
      // Without the Arabic synonyms: a phrase is also matched as its word pairs (termsQueryOf).
      return sql`phraseto_tsquery('english'::regconfig, search_fold(${node.text}))`;
    case 'not':
      return sql`(!! ${tsqueryOf(node.child)})`;
    case 'and':
      return sql`(${sql.join(node.children.map(tsqueryOf), sql` && `)})`;
    case 'or':
      return sql`(${sql.join(node.children.map(tsqueryOf), sql` || `)})`;
  }
}

/**
 * The same tree against `candidate_search.terms` (no positions; a lexeme per pair of neighbouring
 * words): words and prefixes as above, a phrase as its word pairs (cv_phrase_terms, migration 0026;
 * without the Arabic synonyms, which a pair lexeme cannot take).
 */
export function termsQueryOf(node: QueryNode): SQL {
  switch (node.kind) {
    case 'term':
      return tsqueryOf(node);
    case 'phrase':
      return sql`cv_phrase_terms(${node.text})`;
    case 'not':
      return sql`(!! ${termsQueryOf(node.child)})`;
    case 'and':
      return sql`(${sql.join(node.children.map(termsQueryOf), sql` && `)})`;
    case 'or':
      return sql`(${sql.join(node.children.map(termsQueryOf), sql` || `)})`;
  }
}

/** Letters and digits only: the parser makes exactly one lexeme of such a word. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * Whether `termsQueryOf` answers the tree exactly: true unless a phrase has more than two words
 * (or words the parser may split), whose pairs can all occur without the whole phrase; those
 * searches check the positional vector too.
 */
export function termsAreExact(node: QueryNode): boolean {
  switch (node.kind) {
    case 'term':
      return true;
    case 'phrase': {
      const words = node.text.trim().split(/\s+/);
      return words.length <= 2 && words.every((w) => PLAIN_WORD.test(w));
    }
    case 'not':
      return termsAreExact(node.child);
    case 'and':
    case 'or':
      return node.children.every(termsAreExact);
  }
}

/**
 * Whether `termsQueryOf` matches at least what the tree matches (a phrase's pairs occur wherever the
 * phrase does), so it can narrow the rows before the positions are checked: not when an inexact
 * phrase is negated.
 */
export function termsCoverTree(node: QueryNode): boolean {
  switch (node.kind) {
    case 'term':
    case 'phrase':
      return true;
    case 'not':
      return termsAreExact(node.child);
    case 'and':
    case 'or':
      return node.children.every(termsCoverTree);
  }
}

export type QueryLeaf = Extract<QueryNode, { kind: 'term' | 'phrase' }>;

/** Names a leaf: two leaves with the same key match the same candidates. */
export const leafKey = (leaf: QueryLeaf) =>
  `${leaf.kind === 'term' ? (leaf.prefix ? 'prefix' : 'word') : 'phrase'}:${leaf.text}`;

/** The tree's leaves, each once, and of those the ones not under a NOT (the relevance's). */
export function leavesOf(
  node: QueryNode,
  positive = true,
  out = new Map<string, { leaf: QueryLeaf; positive: boolean }>(),
) {
  switch (node.kind) {
    case 'term':
    case 'phrase': {
      const key = leafKey(node);
      const seen = out.get(key);
      out.set(key, { leaf: node, positive: positive || (seen?.positive ?? false) });
      return out;
    }
    case 'not':
      return leavesOf(node.child, false, out);
    case 'and':
    case 'or':
      for (const c of node.children) leavesOf(c, positive, out);
      return out;
  }
}

/**
 * Relevance, the same in SQL and in memory (memory-search.ts): for each distinct leaf not under a
 * NOT, 2 when it matches the headline (weight A of `head`), else 1 when it matches the keywords
 * (weight B), else 0. Ties go by recent activity.
 */
export function relevanceSql(tree: QueryNode): SQL {
  const parts = [...leavesOf(tree).values()]
    .filter((l) => l.positive)
    .map(({ leaf }) => {
      const q = tsqueryOf(leaf);
      return sql`(case when ts_filter(s.head, '{a}') @@ ${q} then 2 when s.head @@ ${q} then 1 else 0 end)`;
    });
  return parts.length ? sql`(${sql.join(parts, sql` + `)})` : sql`0`;
}
