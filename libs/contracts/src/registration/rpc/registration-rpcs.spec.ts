import { registrationPatterns } from './patterns';
import { registrationRpcs } from './registration-rpcs';

describe('registration RPC contracts', () => {
  it('define every subject the registration service serves, once, under its pattern’s name', () => {
    expect(Object.keys(registrationRpcs).sort()).toEqual(Object.keys(registrationPatterns).sort());
    for (const [name, contract] of Object.entries(registrationRpcs)) {
      expect([name, contract.pattern]).toEqual([
        name,
        registrationPatterns[name as keyof typeof registrationPatterns],
      ]);
    }
  });

  it('refuse a staff command without its actor and an answer outside the reply', () => {
    expect(registrationRpcs.bulkFixFollowups.request.safeParse({}).success).toBe(false);
    expect(registrationRpcs.seats.response.safeParse({ packages: null }).success).toBe(false);
    expect(registrationRpcs.reminderFacts.response.parse(null)).toBeNull();
  });
});
