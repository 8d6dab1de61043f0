import { api } from '@/lib/api-client';

/** Revokes the token on the server; the caller clears it locally whatever the answer (an expired token is fine). */
export async function logout(): Promise<void> {
  try {
    await api.post<unknown>('/admin/logout');
  } catch {
    // The session ends in this browser anyway; a token the server no longer knows cannot be revoked twice.
  }
}
