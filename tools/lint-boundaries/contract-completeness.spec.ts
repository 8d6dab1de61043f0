import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as contracts from '@eventdesk/contracts';
import { eventConsumers, type EventDefinition, type RpcContract } from '@eventdesk/contracts';

/**
 * Issue 17: every RPC and every event is defined once in libs/contracts with its schemas, and the apps use only
 * those definitions. Enumerated from what the contracts export and what the apps' sources say, so a new pattern,
 * subscription or bare handler fails here without anyone adding it to a list.
 */
const root = resolve(__dirname, '../..');
const exported = Object.entries(contracts as Record<string, unknown>);

const isSchema = (value: unknown): boolean =>
  typeof (value as { safeParse?: unknown } | null)?.safeParse === 'function';
const isRpcContract = (value: unknown): value is RpcContract =>
  typeof (value as { pattern?: unknown } | null)?.pattern === 'string' &&
  isSchema((value as RpcContract).request) &&
  isSchema((value as RpcContract).response);
const isEventDefinition = (value: unknown): value is EventDefinition =>
  typeof (value as { name?: unknown } | null)?.name === 'string' &&
  isSchema((value as EventDefinition).payload) &&
  Object.keys(value as object).length === 2;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('contract completeness', () => {
  it('every pattern of every *Patterns object has an RPC contract', () => {
    const patternGroups = exported.filter(([name]) => name.endsWith('Patterns'));
    const contracted = new Set(
      exported
        .filter(([name]) => name.endsWith('Rpcs'))
        .flatMap(([, group]) => Object.values(group as object))
        .filter(isRpcContract)
        .map((contract) => contract.pattern),
    );
    const missing = patternGroups.flatMap(([group, patterns]) =>
      Object.entries(patterns as Record<string, string>)
        .filter(([, pattern]) => !contracted.has(pattern))
        .map(([key, pattern]) => `${group}.${key} (${pattern})`),
    );
    expect(patternGroups.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('no app serves a bare @MessagePattern or @EventPattern: handlers use @RpcHandler(contract)', () => {
    const appSources = readdirSync(join(root, 'apps'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const src = join(root, 'apps', entry.name, 'src');
        return readdirSync(join(root, 'apps', entry.name)).includes('src') ? sourceFiles(src) : [];
      });
    const bare = appSources
      .filter((file) => /@(MessagePattern|EventPattern)\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(appSources.length).toBeGreaterThan(100);
    expect(bare).toEqual([]);
  });

  it('every event of the subscription table has a definition, and every definition a subscription entry', () => {
    const definitions = exported.map(([, value]) => value).filter(isEventDefinition);
    const defined = definitions.map((definition) => definition.name);
    expect(new Set(defined).size).toBe(defined.length);
    expect(Object.keys(eventConsumers).filter((name) => !defined.includes(name))).toEqual([]);
    expect(defined.filter((name) => !(name in eventConsumers))).toEqual([]);
  });
});
