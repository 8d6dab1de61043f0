import { defaultEventSettings } from '../default-settings';
import { toPublicSettings } from '../http/event-settings';
import { settingsPatterns } from './patterns';
import { settingsRpcs } from './settings-rpcs';

describe('settings RPC contracts', () => {
  it('define every settings subject, once, under its pattern’s name', () => {
    expect(Object.keys(settingsRpcs).sort()).toEqual(Object.keys(settingsPatterns).sort());
    for (const [name, contract] of Object.entries(settingsRpcs)) {
      expect([name, contract.pattern]).toEqual([
        name,
        settingsPatterns[name as keyof typeof settingsPatterns],
      ]);
    }
  });

  it('the public answer carries no coupon codes, the staff answer does', () => {
    const publicSettings = settingsRpcs.getPublic.response.parse(
      toPublicSettings(defaultEventSettings, new Date('2027-01-01T00:00:00Z')),
    );
    expect(publicSettings).not.toHaveProperty('coupons');
    expect(settingsRpcs.get.response.parse(defaultEventSettings)).toHaveProperty('coupons');
  });
});
