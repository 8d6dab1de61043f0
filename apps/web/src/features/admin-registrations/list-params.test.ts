import { describe, expect, it } from 'vitest';
import { showingText } from '@/features/admin-registrations/components/list-pagination';
import {
  defaultListParams,
  listParamsQuery,
  parseListParams,
} from '@/features/admin-registrations/list-params';
import { receiptFileProblem } from '@/features/admin-registrations/receipt-file-check';
import { i18n } from '@/lib/i18n';

const t = i18n.t.bind(i18n);

describe('list params', () => {
  it('reads every filter and the page from the address', () => {
    const params = parseListParams(
      new URLSearchParams('paymentStatus=pending&followupStatus=wrong_number&package=vip&search=மீனா&page=3'),
    );
    expect(params).toEqual({
      paymentStatus: 'pending',
      followupStatus: 'wrong_number',
      package: 'vip',
      search: 'மீனா',
      page: 3,
    });
  });

  it('falls back per field on an unknown value, keeping the others', () => {
    const params = parseListParams(
      new URLSearchParams('paymentStatus=paid&followupStatus=completed&page=-2'),
    );
    expect(params).toEqual({ ...defaultListParams, followupStatus: 'completed' });
  });

  it('writes only what differs from the defaults, so the address stays short', () => {
    expect(listParamsQuery(defaultListParams).toString()).toBe('');
    expect(
      listParamsQuery({ ...defaultListParams, paymentStatus: 'void', search: 'a b', page: 2 }).toString(),
    ).toBe('paymentStatus=void&search=a+b&page=2');
  });

  it('round-trips through the address', () => {
    const params = {
      ...defaultListParams,
      followupStatus: 'not_interested' as const,
      search: '+91 98430',
      page: 4,
    };
    expect(parseListParams(listParamsQuery(params))).toEqual(params);
  });
});

describe('showingText', () => {
  it('says which rows of how many are shown', () => {
    expect(showingText(t, 1, 10, 25, 10)).toBe('Showing 1 to 10 of 25 results');
    expect(showingText(t, 3, 10, 25, 5)).toBe('Showing 21 to 25 of 25 results');
    expect(showingText(t, 1, 10, 0, 0)).toBe('Showing 0 to 0 of 0 results');
  });

  it('shows 0 to 0 on a page past the end', () => {
    expect(showingText(t, 9, 10, 25, 0)).toBe('Showing 0 to 0 of 25 results');
  });
});

describe('receiptFileProblem', () => {
  it('accepts an image of at most 5 MB', () => {
    expect(receiptFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses a larger image with the spec message, and a file that is not an image', () => {
    expect(t(receiptFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })!)).toBe(
      'File size should be less than 5MB',
    );
    expect(t(receiptFileProblem({ type: 'application/pdf', size: 10 })!)).toMatch(/image file/);
  });
});
