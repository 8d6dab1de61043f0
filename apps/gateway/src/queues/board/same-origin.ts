import type { Request } from 'express';

/**
 * Whether a write to the board comes from the gateway's own pages. SameSite=Strict already keeps the cookie off
 * cross-site requests; this is the second lock, for browsers or proxies that get SameSite wrong. Browsers send
 * Origin on every non-GET fetch; without one only `Sec-Fetch-Site: same-origin` vouches for the request.
 * The own origin is PUBLIC_BASE_URL's, or the one the request was addressed to (Host, behind a trusted proxy
 * the forwarded protocol), so a staff laptop reaching the gateway by its LAN address still works.
 */
export function isSameOriginRequest(req: Request, publicBaseUrl: string): boolean {
  const origin = req.get('origin');
  if (origin === undefined) {
    return req.get('sec-fetch-site') === 'same-origin';
  }
  const host = req.get('host');
  return origin === new URL(publicBaseUrl).origin || (!!host && origin === `${req.protocol}://${host}`);
}
