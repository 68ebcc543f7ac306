import type { Db } from '../../core/db/client';
import { cached } from '../jobs';
import { tsqueryText } from './repositories/keyword-matches';

/**
 * A keyword's tsquery as PostgreSQL prints it (folded, websearch syntax, with the Arabic synonym
 * groups of its words), kept per keyword with the facets: the search reads it for the keyword's
 * matches and hands it to the hits statement, which so never parses the keyword itself.
 */
export const keywordTsquery = (db: Db, keyword: string): Promise<string> =>
  cached(db, `tsquery:${keyword}`, () => tsqueryText(db, keyword));
