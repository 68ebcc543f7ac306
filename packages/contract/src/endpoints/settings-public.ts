import { endpoints } from './endpoint';
import type { settingsSchemas } from './settings.schemas';

/**
 * The public settings every page reads before anything else, in a module of their own: the client's
 * entry chunk then carries this one endpoint rather than the whole settings area (./settings.ts).
 */
export const settingsPublicEndpoints = endpoints<Pick<typeof settingsSchemas, 'public'>>()({
  public: 'GET settings/public',
});
