import { useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { controlProps } from '@/components/ui/text-field';
import { useSettingsForm } from '@/features/admin-settings/components/settings-field';

/** What the settings schema accepts as a data: URL; the size keeps the base64 under its 700,000 characters. */
export const QR_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const QR_IMAGE_MAX_BYTES = 500 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none';

/** The payment QR image: picked as a file, stored in the settings as a data URL, previewed here. */
export function QrImageField() {
  const { t } = useTranslation();
  const { control, setValue, formState } = useSettingsForm();
  const value = useWatch({ control, name: 'payment.qrImage' });
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? formState.errors.payment?.qrImage?.message;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setProblem(null);
    if (!file) {
      return;
    }
    if (!(QR_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('adminSettings.qr.wrongType'));
    } else if (file.size > QR_IMAGE_MAX_BYTES) {
      setProblem(t('adminSettings.qr.tooLarge'));
    } else {
      setValue('payment.qrImage', await readAsDataUrl(file), { shouldDirty: true, shouldValidate: true });
    }
    input.value = '';
  };

  return (
    <div className="grid gap-2">
      <label htmlFor="settings-payment-qrImage" className="block text-sm font-semibold text-slate-800">
        {t('adminSettings.qr.label')}
      </label>
      <input
        // The kit's wiring without its text-box look: a file picker keeps its own button style, and the error
        // below stays an alert (a refused file is announced as it is picked).
        {...controlProps({ id: 'settings-payment-qrImage', hint: true, error: message ?? undefined })}
        type="file"
        accept={QR_IMAGE_TYPES.join(',')}
        onChange={(event) => void onPick(event)}
        className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
      />
      <p id="settings-payment-qrImage-hint" className="text-sm text-slate-600">
        {t('adminSettings.qr.hint')}
      </p>
      <p
        id="settings-payment-qrImage-error"
        role={message ? 'alert' : undefined}
        className="text-sm font-medium text-red-700"
      >
        {message ?? ''}
      </p>
      {value ? (
        <div className="flex flex-wrap items-end gap-3">
          <img
            src={value}
            alt={t('adminSettings.qr.preview')}
            className="size-40 rounded-lg border border-slate-200 object-contain"
          />
          <button
            type="button"
            className={buttonClass}
            onClick={() => setValue('payment.qrImage', '', { shouldDirty: true, shouldValidate: true })}
          >
            {t('adminSettings.qr.remove')}
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('adminSettings.qr.none')}</p>
      )}
    </div>
  );
}
