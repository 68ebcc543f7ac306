import type { QueryNode } from '@portal/contract/cv-query';
import { type SQL, sql } from 'drizzle-orm';

/*
 * A parsed keyword tree as a PostgreSQL tsquery expression. Each leaf is its own bound parameter
 * passed through plainto_/phraseto_tsquery, which read any text as words, so nothing the
 * recruiter types is ever read as text-search syntax; the tree's operators become tsquery's own
 * && || !! between the leaves. A prefix leaf (letters and digits, the parser checks) goes to
 * to_tsquery as a quoted lexeme with its quotes and backslashes escaped, since unaccent may turn a
 * letter into punctuation; `:*` after it is the only syntax to_tsquery reads.
 */
const quotedLexeme = (word: string) =>
  sql`'''' || replace(replace(immutable_unaccent(${word}), '\\', '\\\\'), '''', '''''') || ''''`;

export function tsqueryOf(node: QueryNode): SQL {
  switch (node.kind) {
    case 'term':
      return node.prefix
        ? sql`to_tsquery('english'::regconfig, ${quotedLexeme(node.text)} || ':*')`
        : sql`plainto_tsquery('english'::regconfig, immutable_unaccent(${node.text}))`;
    case 'phrase':
      return sql`phraseto_tsquery('english'::regconfig, immutable_unaccent(${node.text}))`;
    case 'not':
      return sql`(!! ${tsqueryOf(node.child)})`;
    case 'and':
      return sql`(${sql.join(node.children.map(tsqueryOf), sql` && `)})`;
    case 'or':
      return sql`(${sql.join(node.children.map(tsqueryOf), sql` || `)})`;
  }
}
