import { defaultEventSettings } from './default-settings';
import { eventSettings, toPublicSettings } from './http/event-settings';
import { seedEventSettings } from './seed-settings';
import { acceptsBankTransfer, legacyPlaceholders, unsetSettings } from './unset-settings';

const everythingUnset = ['bankDetails', 'upiId', 'contactEmail', 'contactPhone', 'whatsappNumber'];

describe('unset settings', () => {
  it('seeds no placeholder: every old dummy value is absent, and all are listed as unset', () => {
    const seed = JSON.stringify(seedEventSettings(new Date('2026-11-24T00:00:00Z')));
    for (const placeholder of Object.values(legacyPlaceholders)) {
      expect(seed).not.toContain(placeholder);
    }
    expect(unsetSettings(defaultEventSettings)).toEqual(everythingUnset);
    expect(acceptsBankTransfer(defaultEventSettings.payment)).toBe(false);
  });

  it('still parses a stored document holding the old placeholders, and treats them as unset', () => {
    const old = structuredClone(defaultEventSettings);
    old.payment = { ...old.payment, ...legacyPlaceholders, branch: 'Coimbatore' };
    old.contact.email = legacyPlaceholders.email;
    old.contact.phones = [legacyPlaceholders.phone];
    old.contact.whatsappNumber = legacyPlaceholders.whatsappNumber;
    const parsed = eventSettings.parse(old);
    expect(parsed.payment.accountNumber).toBe('000000000000');
    expect(unsetSettings(parsed)).toEqual(everythingUnset);
  });

  it('never hands visitors an old dummy contact value, and keeps the real ones beside it', () => {
    const old = structuredClone(defaultEventSettings);
    old.contact.email = legacyPlaceholders.email;
    old.contact.phones = [legacyPlaceholders.phone, '+91 98430 12345'];
    old.contact.whatsappNumber = legacyPlaceholders.whatsappNumber;
    expect(toPublicSettings(old).contact).toMatchObject({
      email: '',
      phones: ['+91 98430 12345'],
      whatsappNumber: '',
    });

    old.contact.email = 'hello@club.in';
    old.contact.whatsappNumber = '919843012345';
    expect(toPublicSettings(old).contact).toMatchObject({
      email: 'hello@club.in',
      whatsappNumber: '919843012345',
    });
  });

  it('accepts an empty WhatsApp number (unset) and refuses one that is not digits with country code', () => {
    const contact = (whatsappNumber: string) => ({
      ...defaultEventSettings,
      contact: { ...defaultEventSettings.contact, whatsappNumber },
    });
    expect(eventSettings.safeParse(contact('')).success).toBe(true);
    expect(eventSettings.safeParse(contact('919843012345')).success).toBe(true);
    expect(eventSettings.safeParse(contact('98430')).success).toBe(false);
    expect(eventSettings.safeParse(contact('+91 98430 12345')).success).toBe(false);
  });

  it('counts real values as set', () => {
    const real = structuredClone(defaultEventSettings);
    real.payment.accountNumber = '50200012345678';
    real.payment.ifsc = 'HDFC0001234';
    real.contact.email = 'hello@club.in';
    real.contact.phones = ['+91 98430 12345'];
    real.contact.whatsappNumber = '919843012345';
    expect(unsetSettings(real)).toEqual(['upiId']);
    expect(acceptsBankTransfer(real.payment)).toBe(true);
    expect(acceptsBankTransfer({ accountNumber: '', ifsc: '', upiId: 'club@okhdfc' })).toBe(true);
  });
});
