/** The session token lives in local storage under "token" (spec section 4). */
export const TOKEN_KEY = 'token';

/** Null on the server (entry-server.tsx), which renders for an anonymous visitor. */
export function getToken(): string | null {
  if (typeof localStorage === 'undefined') return null;
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}
