import { ticketPackages } from '@eventdesk/contracts/common';
import {
  SettingsCheckbox,
  SettingsField,
  SettingsSection,
} from '@/features/admin-settings/components/settings-field';

const packageNames = { silver: 'Silver', gold: 'Gold', diamond: 'Diamond', vip: 'VIP' } as const;

/** Price, original (struck-through) price, coupon price, seats and whether the landing page sells it. */
export function PackagesSection() {
  return (
    <SettingsSection title="Packages">
      <div className="grid gap-4 lg:grid-cols-2">
        {ticketPackages.map((pkg) => (
          <fieldset key={pkg} className="grid gap-3 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold">{packageNames[pkg]}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <SettingsField name={`packages.${pkg}.price`} label="Price (₹)" type="number" required />
              <SettingsField
                name={`packages.${pkg}.originalPrice`}
                label="Original price (₹)"
                type="number"
                nullableNumber
                hint="Empty: no struck-through price"
              />
              <SettingsField
                name={`packages.${pkg}.couponPrice`}
                label="Coupon price (₹)"
                type="number"
                nullableNumber
                hint="Empty: 20 % off the price"
              />
              <SettingsField
                name={`packages.${pkg}.capacity`}
                label="Capacity (seats)"
                type="number"
                required
              />
            </div>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <SettingsCheckbox name={`packages.${pkg}.onSale`} label="On sale" />
              <SettingsCheckbox name={`packages.${pkg}.mostPopular`} label="Most popular" />
              <SettingsCheckbox name={`packages.${pkg}.earlyBird`} label="Early bird" />
            </div>
          </fieldset>
        ))}
      </div>
    </SettingsSection>
  );
}
