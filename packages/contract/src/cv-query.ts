import { m } from './i18n/index';
/*
 * The boolean keyword syntax recruiters type into the CV search (issue 11):
 *   forklift AND "reach truck"   warehouse OR logistics   NOT hazmat   -hazmat
 *   (customs OR clearance) AND dubai   forklift*   (a prefix: forklift, forklifts, ...)
 * Words next to each other mean AND. The operators are upper-case, except `or`: written between two
 * words in any case it is OR (`forklift or reach`), as recruiters type it; lower-case `and` and `not`
 * stay ordinary words (stop words, which the search ignores), and an `or` with no word on one side
 * is one too. A word joined by hyphens or slashes (`supply-chain`, `sap/ewm`, `ms-excel`) matches
 * as written or as its parts in a row (the phrase "supply chain"). A prefix `procurem*` matches
 * every word that begins with it, whatever its stem. The parser gives a tree; the server turns each leaf into its own
 * parameterised tsquery, so no input reaches the text-search syntax unescaped. The web client runs
 * the same parser to show a mistake before the search is sent.
 */

export type QueryNode =
  | { kind: 'term'; text: string; prefix: boolean }
  | { kind: 'phrase'; text: string }
  | { kind: 'not'; child: QueryNode }
  | { kind: 'and' | 'or'; children: QueryNode[] };

/** A query the parser refuses; `message` is shown to the recruiter as it is. */
export class QuerySyntaxError extends Error {
  override name = 'QuerySyntaxError';
}

export const QUERY_LIMITS = { length: 500, terms: 40, depth: 8, prefixMin: 2 } as const;

type Token =
  | { t: 'word'; text: string }
  | { t: 'phrase'; text: string }
  | { t: 'and' | 'or' | 'not' | 'minus' | 'open' | 'close' }
  /** A lower-case (any case but OR) `or`: OR between two operands, else an ordinary word. */
  | { t: 'soft-or'; text: string };

const SPACE = /\s/;
const WORD_END = /[\s()"]/;
/** Letters and digits of any script: what a prefix may be made of. */
const PREFIX_WORD = /^[\p{L}\p{Nd}]+$/u;

function tokenize(input: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input.charAt(i);
    if (SPACE.test(c)) {
      i++;
    } else if (c === '(') {
      out.push({ t: 'open' });
      i++;
    } else if (c === ')') {
      out.push({ t: 'close' });
      i++;
    } else if (c === '"') {
      const end = input.indexOf('"', i + 1);
      if (end < 0) throw new QuerySyntaxError(m('cv-query.quote_not_closed_add_closing'));
      const text = input.slice(i + 1, end).trim();
      if (text === '') throw new QuerySyntaxError(m('cv-query.quotes_are_empty_put_phrase'));
      out.push({ t: 'phrase', text });
      i = end + 1;
    } else if (c === '-') {
      const next = input.charAt(i + 1);
      if (next === '' || SPACE.test(next) || next === ')')
        throw new QuerySyntaxError(m('cv-query.put_word_leave_out_right'));
      out.push({ t: 'minus' });
      i++;
    } else {
      let j = i;
      while (j < input.length && !WORD_END.test(input.charAt(j))) j++;
      const word = input.slice(i, j);
      if (word === 'AND') out.push({ t: 'and' });
      else if (word === 'OR') out.push({ t: 'or' });
      else if (word === 'NOT') out.push({ t: 'not' });
      else if (word.toLowerCase() === 'or') out.push({ t: 'soft-or', text: word });
      else out.push({ t: 'word', text: word });
      i = j;
    }
  }
  return out.map((tok, k) => {
    if (tok.t !== 'soft-or') return tok;
    const before = out[k - 1];
    const after = out[k + 1];
    const ends = before != null && (before.t === 'word' || before.t === 'phrase' || before.t === 'close');
    const starts =
      after != null &&
      (after.t === 'word' ||
        after.t === 'phrase' ||
        after.t === 'open' ||
        after.t === 'not' ||
        after.t === 'minus');
    return ends && starts ? { t: 'or' } : { t: 'word', text: tok.text };
  });
}

/** What joins the parts of a compound word: `supply-chain`, `sap/ewm`. */
const JOINERS = /[-/]+/;

function termOf(word: string): QueryNode {
  const star = word.indexOf('*');
  if (star < 0) {
    const parts = word.split(JOINERS).filter((part) => part !== '');
    const term = (text: string): QueryNode => ({ kind: 'term', text, prefix: false });
    if (parts.length < 2) return term(word);
    // As written (the text's own `supply-chain`), with a slash (`sap/ewm`, which the text-search
    // parser keeps as one word, as a path), or as its parts next to each other ("supply chain",
    // and the parts of "supply-chain").
    const slashed = parts.join('/');
    return {
      kind: 'or',
      children: [
        term(word),
        ...(slashed === word ? [] : [term(slashed)]),
        { kind: 'phrase', text: parts.join(' ') },
      ],
    };
  }
  if (star !== word.length - 1 || word.endsWith('**'))
    throw new QuerySyntaxError(m('cv-query.goes_only_at_end_word', { word }));
  const stem = word.slice(0, -1);
  if (!PREFIX_WORD.test(stem) || stem.length < QUERY_LIMITS.prefixMin)
    throw new QuerySyntaxError(
      m('cv-query.put_at_least_letters_or', { word, prefixMin: QUERY_LIMITS.prefixMin }),
    );
  return { kind: 'term', text: stem, prefix: true };
}

const LABEL: Record<string, string> = { and: 'AND', or: 'OR', not: 'NOT', minus: 'the minus' };

/**
 * The tree of a query, or null for an empty one. Throws QuerySyntaxError with a message that says
 * what to change.
 */
export function parseBooleanQuery(input: string): QueryNode | null {
  if (input.length > QUERY_LIMITS.length)
    throw new QuerySyntaxError(m('cv-query.keywords_are_too_long_at', { length: QUERY_LIMITS.length }));
  const tokens = tokenize(input);
  if (tokens.length === 0) return null;
  let pos = 0;
  let terms = 0;
  const peek = () => tokens[pos];

  const primary = (depth: number): QueryNode => {
    const tok = tokens[pos];
    if (!tok) throw new QuerySyntaxError(m('cv-query.keywords_end_too_early_add'));
    switch (tok.t) {
      case 'open': {
        if (depth >= QUERY_LIMITS.depth)
          throw new QuerySyntaxError(
            m('cv-query.too_many_brackets_inside_each', { depth: QUERY_LIMITS.depth }),
          );
        pos++;
        if (peek()?.t === 'close') throw new QuerySyntaxError(m('cv-query.brackets_are_empty_put_words'));
        const inner = orExpr(depth + 1);
        if (peek()?.t !== 'close') throw new QuerySyntaxError(m('cv-query.bracket_not_closed_add_closing'));
        pos++;
        return inner;
      }
      case 'word':
      case 'phrase':
        pos++;
        if (++terms > QUERY_LIMITS.terms)
          throw new QuerySyntaxError(m('cv-query.too_many_words_at_most', { terms: QUERY_LIMITS.terms }));
        return tok.t === 'word' ? termOf(tok.text) : { kind: 'phrase', text: tok.text };
      case 'close':
        throw new QuerySyntaxError(m('cv-query.closing_bracket_has_no_opening'));
      default:
        throw new QuerySyntaxError(m('cv-query.needs_word_before_it_and', { LABEL: LABEL[tok.t] }));
    }
  };

  const unary = (depth: number): QueryNode => {
    const tok = peek();
    if (tok?.t === 'not' || tok?.t === 'minus') {
      pos++;
      const next = peek();
      if (!next || next.t === 'close' || next.t === 'and' || next.t === 'or')
        throw new QuerySyntaxError(m('cv-query.needs_word_leave_out_after', { LABEL: LABEL[tok.t] }));
      return { kind: 'not', child: unary(depth) };
    }
    return primary(depth);
  };

  const startsOperand = (tok: Token | undefined) =>
    tok != null &&
    (tok.t === 'word' || tok.t === 'phrase' || tok.t === 'open' || tok.t === 'not' || tok.t === 'minus');

  const andExpr = (depth: number): QueryNode => {
    const children = [unary(depth)];
    for (;;) {
      const tok = peek();
      if (tok?.t === 'and') {
        pos++;
        if (!startsOperand(peek())) throw new QuerySyntaxError(m('cv-query.and_needs_word_before_it'));
        children.push(unary(depth));
      } else if (startsOperand(tok)) {
        children.push(unary(depth));
      } else break;
    }
    return children.length === 1 ? (children[0] as QueryNode) : { kind: 'and', children };
  };

  const orExpr = (depth: number): QueryNode => {
    const children = [andExpr(depth)];
    while (peek()?.t === 'or') {
      pos++;
      if (!startsOperand(peek())) throw new QuerySyntaxError(m('cv-query.or_needs_word_before_it'));
      children.push(andExpr(depth));
    }
    return children.length === 1 ? (children[0] as QueryNode) : { kind: 'or', children };
  };

  if (!startsOperand(peek())) {
    const first = peek();
    if (first?.t === 'close') throw new QuerySyntaxError(m('cv-query.closing_bracket_has_no_opening'));
    throw new QuerySyntaxError(m('cv-query.needs_word_before_it_and', { LABEL: LABEL[first?.t ?? 'and'] }));
  }
  const tree = orExpr(0);
  if (pos < tokens.length) throw new QuerySyntaxError(m('cv-query.closing_bracket_has_no_opening'));
  return tree;
}

/** The keyword boxes of the search, each with its own meaning. */
export type KeywordBoxes = { q?: string; all?: string; any?: string; none?: string };
export type KeywordBox = keyof KeywordBoxes;

/** A box's words as a list, whatever operators it holds: "any of" ORs them, "none of" leaves them out. */
const itemsOf = (node: QueryNode) => (node.kind === 'and' ? node.children : [node]);

/**
 * One tree for every keyword box: the query AND all of the "all" words AND one of the "any" words
 * AND none of the "none" words. Throws a QuerySyntaxError naming the box in `box`.
 */
export function combineKeywordBoxes(boxes: KeywordBoxes): QueryNode | null {
  const parts: QueryNode[] = [];
  for (const box of ['q', 'all', 'any', 'none'] as const) {
    const text = boxes[box];
    if (!text) continue;
    let node: QueryNode | null;
    try {
      node = parseBooleanQuery(text);
    } catch (err) {
      if (err instanceof QuerySyntaxError) throw new KeywordBoxError(box, err.message);
      throw err;
    }
    if (!node) continue;
    const items = itemsOf(node);
    if (box === 'any') parts.push(items.length === 1 ? node : { kind: 'or', children: items });
    else if (box === 'none')
      parts.push({ kind: 'not', child: items.length === 1 ? node : { kind: 'or', children: items } });
    else parts.push(node);
  }
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as QueryNode) : { kind: 'and', children: parts };
}

/** A syntax error in one keyword box. */
export class KeywordBoxError extends QuerySyntaxError {
  override name = 'KeywordBoxError';
  constructor(
    readonly box: KeywordBox,
    message: string,
  ) {
    super(message);
  }
}

/** The positive words of a tree (not under NOT), for highlighting and "matched on" labels. */
export function positiveTerms(node: QueryNode | null): string[] {
  if (!node) return [];
  switch (node.kind) {
    case 'term':
    case 'phrase':
      return [node.text];
    case 'not':
      return [];
    default:
      return node.children.flatMap(positiveTerms);
  }
}
