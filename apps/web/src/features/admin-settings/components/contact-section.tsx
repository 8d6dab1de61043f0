import { get, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { ContactDigestField } from '@/features/admin-settings/components/contact-digest-field';
import {
  SettingsField,
  SettingsSection,
  useSettingsForm,
} from '@/features/admin-settings/components/settings-field';

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none';
const MAX_PHONES = 5;

/** Contact phones: a list of plain strings, so edited through setValue (useFieldArray needs objects). */
function PhonesField() {
  const { t } = useTranslation();
  const { control, setValue, formState } = useSettingsForm();
  const phones = useWatch({ control, name: 'contact.phones' }) ?? [];
  const change = (next: string[]) =>
    setValue('contact.phones', next, { shouldDirty: true, shouldValidate: true });

  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold text-slate-800">{t('adminSettings.contact.phones')}</legend>
      {phones.map((phone, index) => {
        const id = `settings-contact-phones-${index}`;
        const error = (get(formState.errors, `contact.phones.${index}`) as { message?: string } | undefined)
          ?.message;
        return (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <TextField
                id={id}
                label={t('adminSettings.contact.phone', { number: index + 1 })}
                error={error}
                type="tel"
                value={phone}
                onChange={(event) =>
                  change(phones.map((old, at) => (at === index ? event.target.value : old)))
                }
              />
            </div>
            <button
              type="button"
              className={buttonClass}
              onClick={() => change(phones.filter((_, at) => at !== index))}
            >
              {t('adminSettings.contact.removePhone', { number: index + 1 })}
            </button>
          </div>
        );
      })}
      {phones.length < MAX_PHONES ? (
        <div>
          <button type="button" className={buttonClass} onClick={() => change([...phones, ''])}>
            {t('adminSettings.contact.addPhone')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

export function ContactSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('adminSettings.contact.title')}>
      <PhonesField />
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField name="contact.email" label={t('adminSettings.contact.email')} type="email" />
        <ContactDigestField />
        <SettingsField name="contact.website" label={t('adminSettings.contact.website')} type="url" />
        <SettingsField
          name="contact.whatsappNumber"
          label={t('adminSettings.contact.whatsapp')}
          type="tel"
          hint={t('adminSettings.contact.whatsappHint')}
        />
        <SettingsField name="contact.groupChatUrl" label={t('adminSettings.contact.groupChat')} type="url" />
        <SettingsField name="contact.chatMessage.en" label={t('adminSettings.contact.chatEn')} required />
        <SettingsField
          name="contact.chatMessage.ta"
          label={t('adminSettings.contact.chatTa')}
          lang="ta"
          required
        />
        <SettingsField
          name="contact.quickRegistrationUrl"
          label={t('adminSettings.contact.quickRegistration')}
          type="url"
        />
        <SettingsField name="contact.social.facebook" label="Facebook" type="url" />
        <SettingsField name="contact.social.instagram" label="Instagram" type="url" />
        <SettingsField name="contact.social.youtube" label="YouTube" type="url" />
        <SettingsField name="contact.social.linkedin" label="LinkedIn" type="url" />
      </div>
    </SettingsSection>
  );
}
