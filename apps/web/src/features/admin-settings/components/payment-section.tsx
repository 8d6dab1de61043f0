import { QrImageField } from '@/features/admin-settings/components/qr-image-field';
import { SettingsField, SettingsSection } from '@/features/admin-settings/components/settings-field';

/** Bank and UPI details shown on the payment page, the QR image, and how long a seat is held. */
export function PaymentSection() {
  return (
    <SettingsSection title="Bank and UPI">
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField name="payment.accountName" label="Account name" />
        <SettingsField name="payment.accountNumber" label="Account number" />
        <SettingsField name="payment.ifsc" label="IFSC" />
        <SettingsField name="payment.bankName" label="Bank name" />
        <SettingsField name="payment.branch" label="Branch" />
        <SettingsField name="payment.upiId" label="UPI id" />
        <SettingsField
          name="payment.cardHoldMinutes"
          label="Card checkout holds a seat (minutes)"
          type="number"
          required
        />
        <SettingsField
          name="payment.bankHoldHours"
          label="Bank/UPI holds a seat for the receipt (hours)"
          type="number"
          required
        />
      </div>
      <QrImageField />
    </SettingsSection>
  );
}
