import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config/env';
import { fastifyTrustProxy } from '../../src/server/config/trust-proxy';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, { kind: 'off' }],
    ['false', { kind: 'off' }],
    ['true', { kind: 'all' }],
    ['2', { kind: 'hops', hops: 2 }],
    ['10.0.0.0/8, 127.0.0.1', { kind: 'addresses', addresses: ['10.0.0.0/8', '127.0.0.1'] }],
    ['loopback,fd00::/8', { kind: 'addresses', addresses: ['loopback', 'fd00::/8'] }],
  ])('reads %s', (value, expected) => {
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes', '11', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be/);
  });

  it('gives Fastify a function trusting the nearest hops for a hop count (a bare number would trust no one)', () => {
    const trust = fastifyTrustProxy({ kind: 'hops', hops: 2 });
    expect(typeof trust).toBe('function');
    const hops = (trust as (address: string, hop: number) => boolean);
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy({ kind: 'off' })).toBe(false);
  });
});
