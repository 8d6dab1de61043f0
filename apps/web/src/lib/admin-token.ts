/** The staff token lives in localStorage under `admin_token` (spec admin §2); api-client sends it. */
export const ADMIN_TOKEN_STORAGE_KEY = 'admin_token';

export function readAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string): void {
  localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
}

export function clearAdminToken(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable: there is no token to clear.
  }
}
