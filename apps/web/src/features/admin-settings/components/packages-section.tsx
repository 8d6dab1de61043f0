import { ticketPackages } from '@eventdesk/contracts/common';
import { useTranslation } from 'react-i18next';
import {
  SettingsCheckbox,
  SettingsField,
  SettingsSection,
} from '@/features/admin-settings/components/settings-field';

/** Price, original (struck-through) price, coupon price, seats and whether the landing page sells it. */
export function PackagesSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('adminSettings.packages.title')}>
      <div className="grid gap-4 lg:grid-cols-2">
        {ticketPackages.map((pkg) => (
          <fieldset key={pkg} className="grid gap-3 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold">{t(`staffCommon.packages.${pkg}`)}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <SettingsField
                name={`packages.${pkg}.price`}
                label={t('adminSettings.packages.price')}
                type="number"
                required
              />
              <SettingsField
                name={`packages.${pkg}.originalPrice`}
                label={t('adminSettings.packages.originalPrice')}
                type="number"
                nullableNumber
                hint={t('adminSettings.packages.originalPriceHint')}
              />
              <SettingsField
                name={`packages.${pkg}.couponPrice`}
                label={t('adminSettings.packages.couponPrice')}
                type="number"
                nullableNumber
                hint={t('adminSettings.packages.couponPriceHint')}
              />
              <SettingsField
                name={`packages.${pkg}.capacity`}
                label={t('adminSettings.packages.capacity')}
                type="number"
                required
              />
            </div>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <SettingsCheckbox name={`packages.${pkg}.onSale`} label={t('adminSettings.packages.onSale')} />
              <SettingsCheckbox
                name={`packages.${pkg}.mostPopular`}
                label={t('adminSettings.packages.mostPopular')}
              />
              <SettingsCheckbox
                name={`packages.${pkg}.earlyBird`}
                label={t('adminSettings.packages.earlyBird')}
              />
            </div>
          </fieldset>
        ))}
      </div>
    </SettingsSection>
  );
}
