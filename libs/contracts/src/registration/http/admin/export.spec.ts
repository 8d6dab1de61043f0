import { exportColumns, exportQuery, exportRegistrationRow } from './export';

describe('registration export contracts', () => {
  it('keeps the spec columns first, then the payment, ticket and door columns', () => {
    expect(exportColumns.slice(0, 12)).toEqual([
      'ID',
      'Name',
      'Email',
      'Phone',
      'Type',
      'Business Name',
      'Package',
      'Payment Status',
      'Followup Status',
      'Registration Date',
      'Reference Type',
      'Referred By',
    ]);
    expect(exportColumns.slice(12)).toEqual([
      'Amount Due',
      'Amount Paid',
      'Payment Method',
      'Transaction ID / UTR',
      'Coupon',
      'Ticket Number',
      'Parent Registration',
      'Attended',
      'Attended At',
    ]);
    expect(exportQuery.parse({}).format).toBe('xlsx');
    expect(exportQuery.safeParse({ format: 'pdf' }).success).toBe(false);
  });

  it('an export row needs the coupon and the check-in besides the staff row', () => {
    const extras = { couponCode: 'EARLY10', attended: true, attendedAt: '2026-10-25T04:15:00.000Z' };
    const shape = exportRegistrationRow.shape;
    expect(shape.couponCode.safeParse(extras.couponCode).success).toBe(true);
    expect(shape.attended.safeParse('yes').success).toBe(false);
    expect(shape.attendedAt.safeParse(null).success).toBe(true);
    expect(exportRegistrationRow.safeParse({ id: 1, ...extras }).success).toBe(false);
  });
});
