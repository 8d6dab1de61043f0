import { useTranslation } from 'react-i18next';
import { get } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { useSettingsForm } from '@/features/admin-settings/components/settings-field';

const id = 'settings-contact-digestEmail';

/** Where the digest of new contact messages goes (staff only, never public); empty is stored as null: no digest. */
export function ContactDigestField() {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useSettingsForm();
  const error = (get(errors, 'contact.digestEmail') as { message?: string } | undefined)?.message;
  return (
    <TextField
      id={id}
      label={t('adminSettings.contactDigest.digestEmail')}
      hint={t('adminSettings.contactDigest.digestHint')}
      error={error}
      type="email"
      autoComplete="off"
      {...register('contact.digestEmail', {
        setValueAs: (value: unknown) =>
          typeof value === 'string' && value.trim() !== '' ? value.trim() : null,
      })}
    />
  );
}
