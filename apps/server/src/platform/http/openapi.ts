import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API, API_PREFIX } from '@portal/contract/paths';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas; the UI at /api/docs outside production. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Logistics Jobs portal API', version: '0.1.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
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
