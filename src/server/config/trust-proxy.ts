import { isIP } from 'node:net';

/**
 * Whose address counts as the caller's (TRUST_PROXY; docs/production.md, "Proxy and rate
 * limits"): nobody's but the socket peer (`off`), the whole X-Forwarded-For chain (`all`), the
 * last `hops` proxies, or the proxies at these addresses and networks.
 */
export type TrustProxy =
  | { kind: 'off' }
  | { kind: 'all' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: string[] };

/** The names @fastify/proxy-addr accepts for the usual private networks. */
const NAMED_NETWORKS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (NAMED_NETWORKS.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY as written (`false`, `true`, a hop count, or a comma-separated address list), or null when it is none of these. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return { kind: 'off' };
  if (text === 'true') return { kind: 'all' };
  if (/^\d+$/.test(text)) return Number(text) <= 10 ? { kind: 'hops', hops: Number(text) } : null;
  const addresses = text.split(',').map((entry) => entry.trim());
  return addresses.every(isAddressOrNetwork) ? { kind: 'addresses', addresses } : null;
}

/**
 * The value for Fastify's `trustProxy`. Fastify 5 turns a bare number into "trust nobody" (a hop
 * count cannot check the peer), so a hop count is a function trusting the nearest `hops` entries:
 * safe only when the server cannot be reached except through those proxies.
 */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  switch (setting.kind) {
    case 'off':
      return false;
    case 'all':
      return true;
    case 'hops':
      return (_address, hop) => hop < setting.hops;
    case 'addresses':
      return setting.addresses;
  }
}
