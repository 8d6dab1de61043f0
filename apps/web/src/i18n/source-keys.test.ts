import { describe, expect, it } from 'vitest';
import contentEn from '@/features/content/i18n/en.json';
import publicEn from '@/i18n/en.json';
import staffEn from '@/i18n/staff-en.json';

/**
 * Every catalog key the sources spell out exists: a renamed namespace or a typo would otherwise show the raw key
 * on screen (i18next falls back to it silently). Covers quoted keys ('checkIn.page.title', also when kept in an
 * object as labelKey) and the fixed part of built ones (`staffCommon.packages.${pkg}`).
 */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

type Catalog = { [key: string]: string | Catalog };

const catalogs: Catalog[] = [publicEn, staffEn, contentEn];
const namespaces = new Set(catalogs.flatMap((catalog) => Object.keys(catalog)));

function lookup(key: string): string | Catalog | undefined {
  const parts = key.split('.');
  for (const catalog of catalogs) {
    let node: string | Catalog | undefined = catalog;
    for (const part of parts) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    if (node !== undefined) {
      return node;
    }
  }
  return undefined;
}

const PLURAL_SUFFIXES = ['', '_one', '_other'];
const QUOTED_KEY = /(['"`])([a-z][A-Za-z]*\.[A-Za-z0-9_]+\.[A-Za-z0-9_]+)\1/g;
const BUILT_KEY = /`([a-z][A-Za-z]*\.[A-Za-z0-9_]+)\.\$\{/g;

function unknownKeys(file: string, text: string): string[] {
  const unknown: string[] = [];
  for (const [, , key] of text.matchAll(QUOTED_KEY)) {
    if (
      namespaces.has(key.split('.')[0]) &&
      !PLURAL_SUFFIXES.some((suffix) => typeof lookup(key + suffix) === 'string')
    ) {
      unknown.push(`${file}: ${key}`);
    }
  }
  for (const [, prefix] of text.matchAll(BUILT_KEY)) {
    if (namespaces.has(prefix.split('.')[0]) && typeof lookup(prefix) !== 'object') {
      unknown.push(`${file}: ${prefix}.\${…}`);
    }
  }
  return unknown;
}

describe('catalog keys in the sources', () => {
  it('finds the sources (sanity check of the glob)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it('exist in the catalogs', () => {
    expect(Object.entries(sources).flatMap(([file, text]) => unknownKeys(file, text))).toEqual([]);
  });
});
