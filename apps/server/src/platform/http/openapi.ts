import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API, API_PREFIX } from '@portal/contract/paths';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentedPath, FILE_RESPONSE, tidyDocument } from './openapi-document';

/**
 * OpenAPI generated from the routes' zod schemas; the UI at /api/docs outside production. Each
 * operation's operationId and security come from its route (core/lib/route.ts); `redocly.yaml`
 * lints the result (apps/server/test/openapi-lint.test.ts).
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Logistics Jobs portal API',
          version: '0.1.0',
          description: "The portal's API: see docs/api.md for who may call what.",
        },
        servers: [{ url: opts.publicUrl, description: 'This portal' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: (input) => {
        const out = jsonSchemaTransform(input);
        const schema = input.route.config?.fileDownload
          ? { ...out.schema, response: { ...(out.schema.response as object), 200: FILE_RESPONSE } }
          : out.schema;
        return { schema, url: documentedPath(out.url) };
      },
      // Only an OpenAPI document is generated here (the `openapi` option), never a Swagger 2 one.
      transformObject: (doc) => tidyDocument('openapiObject' in doc ? doc.openapiObject : doc.swaggerObject),
    });
    await app.register(swaggerUi, {
      routePrefix: `${API_PREFIX}${API.docs}`,
      // The UI loads fonts and images the global policy does not allow; its own policy (no inline
      // scripts either) replaces the global one on the docs routes only.
      staticCSP: true,
    });
  },
  { name: 'openapi' },
);
