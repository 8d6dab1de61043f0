import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SettingsCheckbox,
  SettingsField,
  SettingsSection,
  useSettingsForm,
} from '@/features/admin-settings/components/settings-field';

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none';

/** Coupon codes: matched trimmed and case-insensitively; only active ones give the coupon price. */
export function CouponsSection() {
  const { t } = useTranslation();
  const { control } = useSettingsForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'coupons' });

  return (
    <SettingsSection title={t('adminSettings.coupons.title')}>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">{t('adminSettings.coupons.none')}</p>
      ) : null}
      <ul className="grid gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1">
              <SettingsField
                name={`coupons.${index}.code`}
                label={t('adminSettings.coupons.code', { number: index + 1 })}
                required
              />
            </div>
            <div className="pb-2">
              <SettingsCheckbox name={`coupons.${index}.active`} label={t('adminSettings.coupons.active')} />
            </div>
            <button type="button" className={buttonClass} onClick={() => remove(index)}>
              {t('adminSettings.coupons.remove', { number: index + 1 })}
            </button>
          </li>
        ))}
      </ul>
      <div>
        <button type="button" className={buttonClass} onClick={() => append({ code: '', active: true })}>
          {t('adminSettings.coupons.add')}
        </button>
      </div>
    </SettingsSection>
  );
}
