import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contactMessageBody, type ContactMessageInput } from '@eventdesk/contracts/registration';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';
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

  const control = (name: keyof ContactMessageInput) => {
    const id = `contact-${name}`;
    const error = errors[name]?.message;
    return {
      id,
      error,
      props: {
        id,
        'aria-required': true,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, false, Boolean(error)),
        className: inputClass,
      },
    };
  };
  const name = control('name');
  const email = control('email');
  const phone = control('phone');
  const programme = control('programme');
  const message = control('message');

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      data-testid="contact-form"
    >
      <FormField id={name.id} label={t('home.contact.name')} required error={name.error}>
        <input {...name.props} autoComplete="name" {...register('name')} />
      </FormField>
      <FormField id={email.id} label={t('home.contact.email')} required error={email.error}>
        <input {...email.props} type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField id={phone.id} label={t('home.contact.phone')} required error={phone.error}>
        <input
          {...phone.props}
          type="tel"
          autoComplete="tel"
          placeholder="+91 XXXXX XXXXX"
          {...register('phone')}
        />
      </FormField>
      <FormField id={programme.id} label={t('home.contact.programme')} required error={programme.error}>
        <select {...programme.props} {...register('programme')}>
          <option value="">{t('home.contact.chooseProgramme')}</option>
          {homeProgrammes.map((item) => (
            <option key={item.id} value={item.id}>
              {t(item.titleKey)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={message.id} label={t('home.contact.message')} required error={message.error}>
        <textarea {...message.props} rows={4} {...register('message')} />
      </FormField>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-lg bg-amber-700 px-6 py-3 font-semibold text-white hover:bg-amber-800 disabled:opacity-70"
      >
        {isSubmitting ? t('home.contact.sending') : t('home.contact.send')}
      </button>
    </form>
  );
}
