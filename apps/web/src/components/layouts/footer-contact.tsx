import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicEventSettings } from '@eventdesk/contracts/settings';
import { CONTACT_FORM_HREF, SITE_CONTACT_ID } from '@/components/layouts/site-nav-items';
import { phoneUrl, whatsAppChatUrl } from '@/lib/contact-links';
import { currentLanguage } from '@/lib/i18n';

type Contact = PublicEventSettings['contact'];

const linkClass = 'underline decoration-slate-400 underline-offset-2 hover:text-amber-800';

/** The contact block every page has; the header's Contact link scrolls here. Unset details are left out. */
export function FooterContact({ contact }: { contact: Contact | undefined }) {
  const { t } = useTranslation();
  const chatUrl = contact
    ? whatsAppChatUrl(contact.whatsappNumber, contact.chatMessage[currentLanguage()])
    : undefined;
  const nothingSet = contact && !contact.phones.length && !contact.email && !contact.website && !chatUrl;

  return (
    <section id={SITE_CONTACT_ID} aria-labelledby="footer-contact-title" className="scroll-mt-4">
      <h2 id="footer-contact-title" className="text-base font-semibold text-slate-900">
        {t('layout.footer.contactTitle')}
      </h2>
      {contact ? (
        <ul className="mt-3 space-y-2">
          {contact.phones.map((phone) => (
            <li key={phone}>
              <span className="sr-only">{t('layout.footer.phoneLabel')}: </span>
              <a href={phoneUrl(phone)} className={linkClass}>
                {phone}
              </a>
            </li>
          ))}
          {contact.email ? (
            <li>
              <span className="sr-only">{t('layout.footer.emailLabel')}: </span>
              <a href={`mailto:${contact.email}`} className={`break-all ${linkClass}`}>
                {contact.email}
              </a>
            </li>
          ) : null}
          {contact.website ? (
            <li>
              <a href={contact.website} className={`break-all ${linkClass}`}>
                {contact.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            </li>
          ) : null}
          {chatUrl ? (
            <li>
              <a href={chatUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t('layout.footer.whatsapp')}
                <span className="sr-only"> {t('layout.footer.newTab')}</span>
              </a>
            </li>
          ) : null}
          {nothingSet ? (
            // No detail is set yet: the home page's contact form still reaches staff.
            <li>
              <Link to={CONTACT_FORM_HREF} className={linkClass}>
                {t('layout.footer.writeToUs')}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
