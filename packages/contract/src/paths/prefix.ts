/** Where the API lives: every path of `API` (paths.ts) is relative to it. */
export const API_PREFIX = '/api/';
