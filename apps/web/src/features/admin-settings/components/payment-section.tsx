import { useTranslation } from 'react-i18next';
import { QrImageField } from '@/features/admin-settings/components/qr-image-field';
import { SettingsField, SettingsSection } from '@/features/admin-settings/components/settings-field';

/** Bank and UPI details shown on the payment page, the QR image, and how long a seat is held. */
export function PaymentSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('adminSettings.payment.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField name="payment.accountName" label={t('adminSettings.payment.accountName')} />
        <SettingsField name="payment.accountNumber" label={t('adminSettings.payment.accountNumber')} />
        <SettingsField name="payment.ifsc" label={t('adminSettings.payment.ifsc')} />
        <SettingsField name="payment.bankName" label={t('adminSettings.payment.bankName')} />
        <SettingsField name="payment.branch" label={t('adminSettings.payment.branch')} />
        <SettingsField name="payment.upiId" label={t('adminSettings.payment.upiId')} />
        <SettingsField
          name="payment.cardHoldMinutes"
          label={t('adminSettings.payment.cardHold')}
          type="number"
          required
        />
        <SettingsField
          name="payment.bankHoldHours"
          label={t('adminSettings.payment.bankHold')}
          type="number"
          required
        />
      </div>
      <QrImageField />
    </SettingsSection>
  );
}
