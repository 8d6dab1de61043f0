import { validationMessages } from '@eventdesk/contracts/common';
import { describe, expect, it } from 'vitest';
import publicEn from '@/i18n/en.json';
import staffEn from '@/i18n/staff-en.json';
import staffTa from '@/i18n/staff-ta.json';
import publicTa from '@/i18n/ta.json';
import { i18n } from '@/lib/i18n';

type Catalog = { [key: string]: string | Catalog };

function leaves(catalog: Catalog, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      result.set(path, value);
    } else {
      for (const [childPath, childValue] of leaves(value, path)) {
        result.set(childPath, childValue);
      }
    }
  }
  return result;
}

// The staff screens' texts are a catalog of their own (lib/staff-catalogs.ts); the rules hold for both together.
const enLeaves = new Map([...leaves(publicEn), ...leaves(staffEn)]);
const taLeaves = new Map([...leaves(publicTa), ...leaves(staffTa)]);

describe('i18n catalogs', () => {
  it('ta.json has every key of en.json', () => {
    expect([...enLeaves.keys()].filter((key) => !taLeaves.has(key))).toEqual([]);
  });

  it('en.json has every key of ta.json', () => {
    expect([...taLeaves.keys()].filter((key) => !enLeaves.has(key))).toEqual([]);
  });

  it('has no empty value', () => {
    const empty = [...enLeaves, ...taLeaves].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keys follow <feature>.<component>.<key>', () => {
    expect([...enLeaves.keys()].filter((key) => key.split('.').length !== 3)).toEqual([]);
  });

  it('translates the zod message keys of libs/contracts in both languages', async () => {
    expect(i18n.t('validation.fullName.min')).toBe(validationMessages.en['validation.fullName.min']);
    await i18n.changeLanguage('ta');
    expect(i18n.t('validation.fullName.min')).toBe(validationMessages.ta['validation.fullName.min']);
  });
});
