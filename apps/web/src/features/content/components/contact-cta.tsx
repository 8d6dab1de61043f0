import { useTranslation } from 'react-i18next';
import { phoneUrl, whatsAppChatUrl } from '@/lib/contact-links';
import { currentLanguage } from '@/lib/i18n';
import { usePublicSettings } from '@/lib/public-settings';

const actionClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 text-center font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800';

/** Call, e-mail and WhatsApp links from the event settings, with a message that names the programme. */
export function ContactCta({ programme }: { programme: string }) {
  const { t } = useTranslation();
  const { data } = usePublicSettings();
  const contact = data?.contact;
  const phone = contact?.phones[0];
  const chatText = t('content.programme.chatMessage', { programme, lng: currentLanguage() });
  const chatUrl = contact ? whatsAppChatUrl(contact.whatsappNumber, chatText) : undefined;

  return (
    <section aria-labelledby="programme-cta-title" className="rounded-2xl bg-slate-900 p-6 text-white sm:p-8">
      <h2 id="programme-cta-title" className="text-2xl font-bold">
        {t('content.programme.ctaTitle', { programme })}
      </h2>
      <p className="mt-3 text-slate-200">{t('content.programme.ctaBody')}</p>
      {/* Reserved height: the links arrive with the settings and must not push the page around. */}
      <div
        data-testid="programme-contact"
        className="mt-6 flex min-h-11 flex-col gap-3 sm:flex-row sm:flex-wrap"
      >
        {phone ? (
          <a
            href={phoneUrl(phone)}
            className={`${actionClass} bg-amber-400 text-slate-950 hover:bg-amber-300`}
          >
            {t('content.programme.call', { phone })}
          </a>
        ) : null}
        {contact?.email ? (
          <a
            href={`mailto:${contact.email}`}
            className={`${actionClass} flex-col bg-white text-slate-900 hover:bg-slate-100`}
          >
            {t('content.programme.email')}
            <span className="text-sm font-normal break-all">{contact.email}</span>
          </a>
        ) : null}
        {chatUrl ? (
          <a
            href={chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${actionClass} border border-white text-white hover:bg-white/10`}
          >
            {t('content.programme.whatsapp')}
            <span className="sr-only"> {t('content.programme.newTab')}</span>
          </a>
        ) : null}
      </div>
    </section>
  );
}
