/** How to reach one NATS server: the address, and the credentials the URL carried. */
export interface NatsConnection {
  servers: string[];
  user?: string;
  pass?: string;
  token?: string;
}

/**
 * NATS_URL may carry credentials, as the Secret and compose give them: nats://user:password@host:4222, or
 * nats://token@host:4222 (a user without a password is an auth token, as in the Go client and nats-server's docs).
 * The nats.js client ignores credentials in a server URL (it connects without them and gets "Authorization
 * Violation"), so they are taken out here and passed as options; the address goes on without them, which also
 * keeps the password out of the client's error messages and logs.
 */
export function natsConnectionFromUrl(natsUrl: string): NatsConnection {
  const url = new URL(natsUrl);
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  const servers = [url.toString().replace(/\/$/, '')];
  if (user && pass) {
    return { servers, user, pass };
  }
  if (user) {
    return { servers, token: user };
  }
  if (pass) {
    // nats://:secret@host: nothing names a user, so the lone secret can only be a token.
    return { servers, token: pass };
  }
  return { servers };
}
