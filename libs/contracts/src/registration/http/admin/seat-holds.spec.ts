import { releaseHoldsCommand } from '../../rpc/patterns';
import { errorCodes } from '../../../common/errors';
import { staffCan } from '../../../identity/capabilities';
import { releaseHoldsBody, releaseHoldsResponse, seatHoldsView, SEAT_HOLDS_RELEASE_MAX } from './seat-holds';

describe('seat holds contracts', () => {
  it('release: 1 to 100 positive integer ids, repeats dropped; the command names the staff member', () => {
    expect(releaseHoldsBody.parse({ registrationIds: [4, 7, 4] })).toEqual({ registrationIds: [4, 7] });
    expect(releaseHoldsBody.safeParse({ registrationIds: [] }).success).toBe(false);
    expect(releaseHoldsBody.safeParse({ registrationIds: [0] }).success).toBe(false);
    expect(releaseHoldsBody.safeParse({ registrationIds: ['7'] }).success).toBe(false);
    const max = Array.from({ length: SEAT_HOLDS_RELEASE_MAX }, (_, i) => i + 1);
    expect(releaseHoldsBody.safeParse({ registrationIds: max }).success).toBe(true);
    expect(releaseHoldsBody.safeParse({ registrationIds: [...max, 101] }).success).toBe(false);
    expect(releaseHoldsCommand.safeParse({ body: { registrationIds: [1] } }).success).toBe(false);
    expect(releaseHoldsCommand.parse({ actor: 'admin', body: { registrationIds: [1] } })).toEqual({
      actor: 'admin',
      body: { registrationIds: [1] },
    });
    expect(releaseHoldsResponse.safeParse({ released: -1 }).success).toBe(false);
  });

  it('view: per package figures and the held registrations', () => {
    const vip = {
      package: 'vip',
      capacity: 50,
      sold: 10,
      held: 1,
      registrations: [
        {
          id: 1,
          ref: 'r',
          fullName: 'Meena',
          email: 'meena@example.com',
          phone: '+91 98765 43210',
          isAdditionalTicket: false,
          registeredAt: '2026-10-01T04:30:00.000Z',
          heldUntil: '2026-10-01T05:00:00.000Z',
        },
      ],
    };
    expect(seatHoldsView.safeParse({ packages: [vip], countedAt: 'now' }).success).toBe(true);
    expect(
      seatHoldsView.safeParse({ packages: [{ ...vip, package: 'platinum' }], countedAt: 'now' }).success,
    ).toBe(false);
  });

  it('is refused with 409 HOLD_LIMIT, and only admins see and release holds', () => {
    expect(errorCodes.HOLD_LIMIT).toBe(409);
    expect(staffCan('admin', 'seatHolds')).toBe(true);
    expect(staffCan('super_admin', 'seatHolds')).toBe(true);
    expect(staffCan('lead_manager', 'seatHolds')).toBe(false);
    expect(staffCan('user', 'seatHolds')).toBe(false);
  });
});
