import { defaultEventSettings } from './default-settings';
import { eventSettings, publicEventSettings, toPublicSettings } from './http/event-settings';

describe('eventSettings', () => {
  it('accepts the seed values', () => {
    expect(eventSettings.parse(defaultEventSettings)).toEqual(defaultEventSettings);
  });

  it('rejects a bad time, a negative capacity and a non-image QR', () => {
    const bad = structuredClone(defaultEventSettings);
    bad.event.startTime = '9am';
    bad.packages.gold.capacity = -1;
    bad.payment.qrImage = 'javascript:alert(1)';
    const paths = eventSettings.safeParse(bad).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['event.startTime', 'packages.gold.capacity', 'payment.qrImage']),
    );
  });

  it('never shows coupon codes to visitors', () => {
    const visible = toPublicSettings(defaultEventSettings);
    expect(publicEventSettings.parse(visible)).not.toHaveProperty('coupons');
    expect(JSON.stringify(visible)).not.toContain('EARLYBIRD');
    expect(visible.couponsAvailable).toBe(true);
  });
});
