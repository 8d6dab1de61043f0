import { describe, expect, it } from 'vitest';
import contentEn from '@/features/content/i18n/en.json';
import contentTa from '@/features/content/i18n/ta.json';
import { legalContent, legalIds, legalKeys } from '@/features/content/legal-content';
import { programmeIds, programmeKeys } from '@/features/content/programme-content';
import mainEn from '@/i18n/en.json';

type Catalog = { [key: string]: string | Catalog };

function leaves(catalog: Catalog, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      result.set(path, value);
    } else {
      for (const entry of leaves(value, path)) {
        result.set(...entry);
      }
    }
  }
  return result;
}

const en = leaves(contentEn);
const ta = leaves(contentTa);
const main = leaves(mainEn);
const pageKeys = [...programmeIds.flatMap(programmeKeys), ...legalIds.flatMap(legalKeys)];

describe('programme and legal catalogs', () => {
  it('have the same keys in English and Tamil', () => {
    expect([...en.keys()].filter((key) => !ta.has(key))).toEqual([]);
    expect([...ta.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('have no empty text, Tamil text in ta.json, and <feature>.<component>.<key> keys', () => {
    expect([...en, ...ta].filter(([, value]) => value.trim() === '').map(([key]) => key)).toEqual([]);
    expect([...ta].filter(([, value]) => !/[\u0B80-\u0BFF]/.test(value)).map(([key]) => key)).toEqual([]);
    expect([...en.keys()].filter((key) => key.split('.').length !== 3)).toEqual([]);
  });

  it('hold every text the pages read, and nothing they do not', () => {
    expect(pageKeys.filter((key) => !en.has(key))).toEqual([]);
    const used = new Set(pageKeys);
    // content.programme.* and content.legal.* are the pages' own labels (eyebrow, "on this page", ...).
    const chrome = (key: string) => key.startsWith('content.programme.') || key.startsWith('content.legal.');
    const orphans = [...en.keys()].filter((key) => !chrome(key) && !used.has(key));
    expect(orphans).toEqual([]);
  });

  it('never shadow a key of the main catalogs (they are merged into it)', () => {
    expect([...en.keys()].filter((key) => main.has(key))).toEqual([]);
  });

  it('give the privacy policy its thirteen sections', () => {
    expect(legalContent.privacy.sections).toHaveLength(13);
  });

  it('make the refund page the refund policy of the spec, not the privacy text', () => {
    const refund = legalKeys('refund')
      .map((key) => en.get(key) ?? '')
      .join(' ');
    expect(refund).toContain('within 7 days');
    expect(refund).toContain('before 25% of the course is completed');
    expect(refund).toContain('50% refund');
    expect(refund).toContain('within 14 days');
    expect(refund).toContain('7-10 business days');
    expect(refund).toMatch(/non-refundable/);
    expect(refund).toMatch(/transfer your ticket/);
    expect(refund).not.toContain(en.get('content.privacy.introductionP1'));
  });
});
