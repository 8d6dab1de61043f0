import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestOrm } from '@eventdesk/testing';
import { resetRegistrationDb } from '../../test/registration-test-db';
import { registrationOrmConfig } from '../database';
import { SettingsService } from '../settings/settings.service';
import { CouponsService } from './coupons.service';

describe('coupon check (real PostgreSQL settings)', () => {
  let orm: MikroORM;
  let settings: SettingsService;
  let coupons: CouponsService;

  beforeAll(async () => {
    orm = await createTestOrm(registrationOrmConfig);
    settings = new SettingsService(orm.em);
    coupons = new CouponsService(settings);
  });
  afterAll(() => orm.close());
  beforeEach(async () => {
    await resetRegistrationDb(orm, settings, (draft) => {
      draft.coupons = [
        { code: 'EARLYBIRD', active: true },
        { code: 'EXPIRED', active: false },
      ];
    });
  });

  it('accepts the code trimmed and in any case, with the coupon prices of the spec', async () => {
    await expect(coupons.check({ code: '  earlybird ', package: 'gold' })).resolves.toEqual({
      valid: true,
      price: 2880,
    });
    await expect(coupons.check({ code: 'EarlyBird', package: 'diamond' })).resolves.toEqual({
      valid: true,
      price: 4080,
    });
    // VIP has no coupon price of its own: 20 % off.
    await expect(coupons.check({ code: 'EARLYBIRD', package: 'vip' })).resolves.toEqual({
      valid: true,
      price: 5760,
    });
  });

  it('refuses an unknown or inactive code and quotes the full price', async () => {
    await expect(coupons.check({ code: 'NOPE', package: 'gold' })).resolves.toEqual({
      valid: false,
      price: 3600,
    });
    await expect(coupons.check({ code: 'expired', package: 'diamond' })).resolves.toEqual({
      valid: false,
      price: 5100,
    });
  });
});
