import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contactMessageBody, type ContactMessageInput } from '@eventdesk/contracts/registration';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { homeProgrammes } from '@/features/home/programmes';

export type ContactFormOutput = z.output<typeof contactMessageBody>;

type HomeContactFormProps = {
  /** Resolves true when the message was stored; the form then empties itself. */
  onSubmit: (values: ContactFormOutput) => Promise<boolean>;
};

const empty = {
  name: '',
  email: '',
  phone: '',
  programme: '',
  message: '',
} as unknown as ContactMessageInput;

export function HomeContactForm({ onSubmit }: HomeContactFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactFormOutput>({
    resolver: zodResolver(contactMessageBody),
    defaultValues: empty,
  });

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) {
      reset(empty);
    }
  });

  // Every field of the contact form is required; its id and error follow from its name.
  const field = (name: keyof ContactMessageInput) => ({
    id: `contact-${name}`,
    required: true,
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      data-testid="contact-form"
    >
      <TextField label={t('home.contact.name')} autoComplete="name" {...field('name')} />
      <TextField label={t('home.contact.email')} type="email" autoComplete="email" {...field('email')} />
      <TextField
        label={t('home.contact.phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+91 XXXXX XXXXX"
        {...field('phone')}
      />
      <SelectField label={t('home.contact.programme')} {...field('programme')}>
        <option value="">{t('home.contact.chooseProgramme')}</option>
        {homeProgrammes.map((item) => (
          <option key={item.id} value={item.id}>
            {t(item.titleKey)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('home.contact.message')} rows={4} {...field('message')} />
      <SubmitButton pending={isSubmitting} pendingLabel={t('home.contact.sending')}>
        {t('home.contact.send')}
      </SubmitButton>
    </form>
  );
}
