import { z } from 'zod';
import { parseEnv } from '@eventdesk/server-kit';
import { trustProxySetting } from './trust-proxy';

const schema = z.object({ TRUST_PROXY: trustProxySetting });
const parse = (value?: string) =>
  parseEnv(schema, value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('keeps true and false as they were (false by default)', () => {
    expect(parse()).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('true')).toBe(true);
  });

  it('reads a hop count', () => {
    expect(parse('1')).toBe(1);
  });

  it('reads a list of addresses, CIDRs and Express’ range names', () => {
    expect(parse('10.0.0.0/8, 127.0.0.2,fd00::/8 ,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.2',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['ingress', '10.0.0.0/33', '10.0.0/8', '::1/129', '1.2.3.4/8/1', ','])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => parse(value)).toThrow(
        /^Invalid environment: TRUST_PROXY: must be true, false, a hop count/,
      );
    },
  );
});
