import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The widest integer the database's int4 columns hold; ids, counts, salaries and years all live there. */
export const INT4_MAX = 2_147_483_647;

export const MESSAGES = {
  tooLarge: `Must be between -${INT4_MAX} and ${INT4_MAX}`,
  badCharacters: 'Contains characters that are not allowed',
  nothingToUpdate: 'Nothing to update',
} as const;

/**
 * NUL and the other C0 controls but tab, line feed and carriage return; lone UTF-16 surrogates (they
 * cannot be stored as UTF-8); and the non-characters U+FFFE/U+FFFF.
 */
export function hasBadCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return true;
    if (c === 0xfffe || c === 0xffff) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

type Issue = { path: PropertyKey[]; message: string };

/** Every value of a parsed request part that the database could not store as sent. */
export function unsafeInput(value: unknown, path: PropertyKey[] = [], out: Issue[] = []): Issue[] {
  if (typeof value === 'string') {
    if (hasBadCharacters(value)) out.push({ path, message: MESSAGES.badCharacters });
  } else if (typeof value === 'number') {
    if (Math.abs(value) > INT4_MAX) out.push({ path, message: MESSAGES.tooLarge });
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) unsafeInput(item, [...path, i], out);
  } else if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (hasBadCharacters(key)) out.push({ path: [...path, key], message: MESSAGES.badCharacters });
      unsafeInput(item, [...path, key], out);
    }
  }
  return out;
}

const isEmptyPatch = (value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => v === undefined);

/**
 * The zod validator of fastify-type-provider-zod, plus the rules no single schema states: numbers
 * within int4, no NUL or other unstorable characters anywhere, and a PATCH that changes something.
 * They run on the parsed value, so a route's own messages come first and a rule is never forgotten
 * by a new route.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const guarded = route.schema.superRefine((value, ctx) => {
    for (const issue of unsafeInput(value)) ctx.addIssue({ code: 'custom', ...issue });
    if (route.httpPart === 'body' && route.method === 'PATCH' && isEmptyPatch(value)) {
      ctx.addIssue({ code: 'custom', path: [], message: MESSAGES.nothingToUpdate });
    }
  });
  return validatorCompiler({ ...route, schema: guarded });
};
