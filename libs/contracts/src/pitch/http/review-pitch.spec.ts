import { listPitchesQuery, reviewPitchBody } from './review-pitch';

describe('reviewPitchBody', () => {
  it('accepts a status with notes and turns empty notes into null', () => {
    expect(
      reviewPitchBody.parse({ status: 'shortlisted', notes: ' strong team ', applicantMessage: '' }),
    ).toEqual({ status: 'shortlisted', notes: 'strong team', applicantMessage: null });
    expect(reviewPitchBody.parse({ status: 'rejected' })).toEqual({
      status: 'rejected',
      notes: null,
      applicantMessage: null,
    });
  });

  it('refuses an unknown status and over-long notes', () => {
    expect(reviewPitchBody.safeParse({ status: 'approved' }).success).toBe(false);
    expect(reviewPitchBody.safeParse({ status: 'accepted', notes: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('listPitchesQuery', () => {
  it('reads a query string: numbers coerced, empty filters ignored, defaults page 1 of 10', () => {
    expect(listPitchesQuery.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(
      listPitchesQuery.parse({
        status: 'pending',
        category: 'AI/ML',
        turnover: '',
        page: '3',
        pageSize: '20',
      }),
    ).toEqual({ status: 'pending', category: 'AI/ML', page: 3, pageSize: 20 });
  });

  it('refuses unknown filter values and a page size over 100', () => {
    for (const bad of [
      { status: 'open' },
      { category: 'Crypto' },
      { turnover: '2Cr' },
      { pageSize: '101' },
      { page: '0' },
    ]) {
      expect(listPitchesQuery.safeParse(bad).success).toBe(false);
    }
  });
});
