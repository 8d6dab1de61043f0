import { isIP } from 'node:net';
import { z } from 'zod';

/** The names Express (proxy-addr) accepts for well-known ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR (10.0.0.0/8, fd00::/8) or one of Express' range names. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) {
    return true;
  }
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) {
    return false;
  }
  if (prefix === undefined) {
    return true;
  }
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell the gateway the client's address through X-Forwarded-For (the per-address limits and the
 * login slow-down count by it), in the forms Express' `trust proxy` takes:
 * - `false` (default): nobody; the socket's peer is the client. `true`: every peer, so any client can claim any
 *   address: only for tests and a proxy that strips the header it receives.
 * - a hop count (`1`): the address that many proxies from the gateway; `1` behind exactly one proxy that appends
 *   the peer it saw (ingress-nginx does) and is the only way in (k8s/network-policies.yaml).
 * - a comma-separated list of addresses, CIDRs or `loopback` / `linklocal` / `uniquelocal`: only those peers.
 */
export const trustProxySetting = z
  // Parsed values (an array, a number) are accepted too, so a parsed environment parses again to itself (tests).
  .union([z.boolean(), z.number(), z.string(), z.array(z.string())])
  .default(false)
  .transform((value, ctx): boolean | number | string[] => {
    if (typeof value === 'boolean') {
      return value;
    }
    const text = (Array.isArray(value) ? value.join(',') : String(value)).trim().toLowerCase();
    if (text === 'true' || text === 'false') {
      return text === 'true';
    }
    if (/^\d+$/.test(text)) {
      return Number(text);
    }
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false, a hop count or a list of addresses/CIDRs (not ${bad.join(', ') || 'empty'})`,
      });
      return z.NEVER;
    }
    return entries;
  });
