import { describe, expect, it } from 'vitest';
import publicEn from '@/i18n/en.json';
import staffEn from '@/i18n/staff-en.json';

/**
 * The staff screens' texts live in staff-<lang>.json, loaded with the staff area's chunk (lib/staff-catalogs.ts);
 * a public page has only <lang>.json. So a key must live in one of them, and no public source may ask for a staff
 * namespace: it would show the raw key to a visitor.
 */
const publicSources = import.meta.glob<string>(
  [
    '/src/features/*/**/*.{ts,tsx}',
    '/src/components/**/*.{ts,tsx}',
    '/src/app/**/*.{ts,tsx}',
    '!/src/features/admin-*/**',
    '!/src/features/meta-leads/**',
    '!/src/features/check-in/**',
    '!/src/components/layouts/staff-*',
    '!/src/app/routes/admin-area.tsx',
    '!**/*.test.{ts,tsx}',
  ],
  { query: '?raw', import: 'default', eager: true },
);

const staffNamespaces = Object.keys(staffEn).filter((namespace) => namespace !== 'layout');
const staffLayoutKeys = Object.keys(staffEn.layout ?? {}).map((component) => `layout.${component}`);

describe('the staff catalog split', () => {
  it('puts each namespace in one catalog (layout is shared by component)', () => {
    expect(staffNamespaces.filter((namespace) => namespace in publicEn)).toEqual([]);
    expect(
      Object.keys(staffEn.layout ?? {}).filter((component) => component in (publicEn.layout ?? {})),
    ).toEqual([]);
  });

  it('finds the public sources (sanity check of the glob)', () => {
    expect(Object.keys(publicSources).length).toBeGreaterThan(50);
  });

  it('keeps public pages off staff keys', () => {
    const prefixes = [...staffNamespaces, ...staffLayoutKeys].map((prefix) => `${prefix}.`);
    const offenders = Object.entries(publicSources).flatMap(([file, text]) =>
      prefixes
        .filter(
          (prefix) =>
            text.includes(`'${prefix}`) || text.includes(`"${prefix}`) || text.includes(`\`${prefix}`),
        )
        .map((prefix) => `${file}: ${prefix}`),
    );
    expect(offenders).toEqual([]);
  });
});
