import { useTranslation } from 'react-i18next';
import { phoneUrl } from '@/lib/contact-links';
import { usePublicSettings } from '@/lib/public-settings';

/** E-mail and phone from the event settings, for the sections that tell the reader how to reach us. */
export function LegalContact() {
  const { t } = useTranslation();
  const { data } = usePublicSettings();
  const contact = data?.contact;
  if (!contact || (!contact.email && contact.phones.length === 0)) {
    return null;
  }

  return (
    <dl
      data-testid="legal-contact"
      className="mt-4 space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      {contact.email ? (
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">{t('content.legal.emailLabel')}:</dt>
          <dd>
            <a
              href={`mailto:${contact.email}`}
              className="break-all text-amber-800 underline underline-offset-2"
            >
              {contact.email}
            </a>
          </dd>
        </div>
      ) : null}
      {contact.phones.length > 0 ? (
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">{t('content.legal.phoneLabel')}:</dt>
          {contact.phones.map((phone) => (
            <dd key={phone}>
              <a href={phoneUrl(phone)} className="text-amber-800 underline underline-offset-2">
                {phone}
              </a>
            </dd>
          ))}
        </div>
      ) : null}
    </dl>
  );
}
