import jsonld from 'jsonld';

/** The JSON-LD script elements of a page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
}

/**
 * A document expanded by a JSON-LD processor, in safe mode (a term it cannot map, or a malformed
 * value, is an error rather than dropped). Tests reach no network: schema.org's context is stood in
 * for by its vocabulary (every term a schema.org IRI), which is all the portal's data uses of it.
 */
export async function expandJsonLd(doc: Record<string, unknown>) {
  const documentLoader = async (url: string) => {
    if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`no network in tests: ${url}`);
    return { documentUrl: url, document: { '@context': { '@vocab': 'https://schema.org/' } } };
  };
  return jsonld.expand(
    doc as jsonld.JsonLdDocument,
    {
      documentLoader,
      safe: true,
    } as jsonld.Options.Expand,
  );
}
