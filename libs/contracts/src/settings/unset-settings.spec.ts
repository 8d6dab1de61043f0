import { defaultEventSettings } from './default-settings';
import { eventSettings } from './http/event-settings';
import { seedEventSettings } from './seed-settings';
import { acceptsBankTransfer, legacyPlaceholders, unsetSettings } from './unset-settings';

describe('unset settings', () => {
  it('seeds no placeholder: every old dummy value is absent, and all are listed as unset', () => {
    const seed = JSON.stringify(seedEventSettings(new Date('2026-11-24T00:00:00Z')));
    for (const placeholder of Object.values(legacyPlaceholders)) {
      expect(seed).not.toContain(placeholder);
    }
    expect(unsetSettings(defaultEventSettings)).toEqual(['bankDetails', 'upiId', 'contactEmail']);
    expect(acceptsBankTransfer(defaultEventSettings.payment)).toBe(false);
  });

  it('still parses a stored document holding the old placeholders, and treats them as unset', () => {
    const old = structuredClone(defaultEventSettings);
    old.payment = { ...old.payment, ...legacyPlaceholders, branch: 'Coimbatore' };
    old.contact.email = legacyPlaceholders.email;
    const parsed = eventSettings.parse(old);
    expect(parsed.payment.accountNumber).toBe('000000000000');
    expect(unsetSettings(parsed)).toEqual(['bankDetails', 'upiId', 'contactEmail']);
  });

  it('counts real values as set', () => {
    const real = structuredClone(defaultEventSettings);
    real.payment.accountNumber = '50200012345678';
    real.payment.ifsc = 'HDFC0001234';
    real.contact.email = 'hello@club.in';
    expect(unsetSettings(real)).toEqual(['upiId']);
    expect(acceptsBankTransfer(real.payment)).toBe(true);
    expect(acceptsBankTransfer({ accountNumber: '', ifsc: '', upiId: 'club@okhdfc' })).toBe(true);
  });
});
