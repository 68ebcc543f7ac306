/**
 * The generated OpenAPI 3.0 document made exact where the generators leave it loose (issue 32
 * item 22; `redocly.yaml` lints it): each rewrite keeps what the schema accepts and says it in the
 * form OpenAPI 3.0 defines.
 */
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A success body that is a file: bytes of the kind its Content-Type names (a PDF, an image, JSON). */
export const FILE_RESPONSE = {
  description: 'The file; its Content-Type says what kind',
  content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
};

/** A path as documented: the server ignores a trailing slash, and OpenAPI paths carry none. */
export const documentedPath = (url: string) => (url.length > 1 ? url.replace(/\/+$/, '') : url);

/**
 * One schema node: `nullable` beside `anyOf`/`oneOf` and no `type` (zod's "this or that, or null")
 * goes into each branch, since 3.0 gives `nullable` no meaning without a `type` beside it; an object
 * whose `required` names keys it has no `properties` for (zod's record over a fixed set of keys:
 * `additionalProperties` with `required`) gets those keys as properties of the record's value schema.
 */
function tidy(node: Json): void {
  for (const union of ['anyOf', 'oneOf'] as const) {
    const branches = node[union];
    if (node.nullable === true && node.type === undefined && Array.isArray(branches)) {
      node[union] = branches.map((b) => (isObject(b) && !('$ref' in b) ? { ...b, nullable: true } : b));
      delete node.nullable;
    }
  }
  const { required, additionalProperties } = node;
  if (Array.isArray(required) && isObject(additionalProperties)) {
    const properties = isObject(node.properties) ? node.properties : {};
    for (const key of required)
      if (typeof key === 'string' && !(key in properties)) properties[key] = additionalProperties;
    node.properties = properties;
  }
}

/** Every schema node of the document, tidied in place (children first). */
export function tidyDocument<T>(doc: T): T {
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    for (const child of Object.values(value)) walk(child);
    if (!Array.isArray(value)) tidy(value as Json);
  };
  walk(doc);
  return doc;
}
