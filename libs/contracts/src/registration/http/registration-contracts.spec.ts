import { createAdditionalTicketCommand } from '../rpc/patterns';
import { extendHoldCommand, extendHoldResponse } from '../rpc/extend-hold';
import { additionalTicketBody } from './additional-ticket';
import { contactMessageBody } from './contact-message';
import { couponCheckBody, couponCheckResponse } from './coupon-check';
import { seatsView } from './seats';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('registration contracts', () => {
  it('additional ticket: name of at least 2 characters and a known package (spec §5)', () => {
    expect(additionalTicketBody.parse({ fullName: '  Arun ', package: 'vip' })).toEqual({
      fullName: 'Arun',
      package: 'vip',
    });
    expect(messages(additionalTicketBody.safeParse({ fullName: 'A', package: 'platinum' }))).toEqual({
      fullName: 'validation.name.min',
      package: 'validation.package.invalid',
    });
    expect(messages(additionalTicketBody.safeParse({ fullName: 'Arun' }))).toEqual({
      package: 'validation.required',
    });
    expect(
      createAdditionalTicketCommand.safeParse({ fullName: 'Arun', package: 'gold', parentRef: '12' }).success,
    ).toBe(false);
  });

  it('coupon check: a trimmed code and a package; answers validity and a whole-rupee price', () => {
    expect(couponCheckBody.parse({ code: ' earlybird ', package: 'gold' })).toEqual({
      code: 'earlybird',
      package: 'gold',
    });
    expect(messages(couponCheckBody.safeParse({ code: '   ', package: 'gold' }))).toEqual({
      code: 'validation.required',
    });
    expect(couponCheckResponse.safeParse({ valid: true, price: 2880 }).success).toBe(true);
    expect(couponCheckResponse.safeParse({ valid: true, price: 2880.5 }).success).toBe(false);
  });

  it('contact message: every field of the /home form', () => {
    const valid = {
      name: 'Anitha',
      email: 'Anitha@Example.com',
      phone: '+91 98765 43210',
      programme: 'mission_millionaire',
      message: 'Hello',
    };
    expect(contactMessageBody.parse(valid)).toMatchObject({ email: 'anitha@example.com', language: 'en' });
    expect(
      messages(contactMessageBody.safeParse({ ...valid, phone: '123', programme: 'x', message: '' })),
    ).toEqual({
      phone: 'validation.phone.min',
      programme: 'validation.programme.invalid',
      message: 'validation.required',
    });
  });

  it('seats view and extend-hold', () => {
    const seat = { capacity: 10, seatsLeft: 3 };
    expect(
      seatsView.safeParse({
        packages: { silver: seat, gold: seat, diamond: seat, vip: seat },
        countedAt: new Date().toISOString(),
      }).success,
    ).toBe(true);
    expect(seatsView.safeParse({ packages: { gold: seat }, countedAt: '' }).success).toBe(false);
    expect(extendHoldCommand.safeParse({ ref: 'AAAAAAAAAAAAAAAAAAAAAA' }).success).toBe(true);
    expect(extendHoldCommand.safeParse({ ref: '42' }).success).toBe(false);
    expect(
      extendHoldResponse.safeParse({ status: 'held', heldUntil: new Date().toISOString() }).success,
    ).toBe(true);
    expect(extendHoldResponse.safeParse({ status: 'expired', heldUntil: null }).success).toBe(false);
  });
});
