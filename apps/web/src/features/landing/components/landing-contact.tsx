import { useTranslation } from 'react-i18next';
import type { PublicEventSettings } from '@eventdesk/contracts/settings';
import { phoneUrl } from '@/lib/contact-links';

type Contact = PublicEventSettings['contact'];

const socialNames = ['facebook', 'instagram', 'youtube', 'linkedin'] as const;
const linkClass = 'font-medium text-amber-800 underline underline-offset-2 break-all';

/** Contact details, social links and the group-chat invitation, all from the event settings. */
export function LandingContact({ contact }: { contact: Contact | undefined }) {
  const { t } = useTranslation();
  const social = contact ? socialNames.filter((name) => contact.social[name]) : [];

  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="mx-auto max-w-5xl scroll-mt-16 px-4 py-10"
    >
      <h2 id="contact-title" className="text-2xl font-bold text-slate-900">
        {t('landing.contact.title')}
      </h2>
      {contact ? (
        <dl className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="landing-contact">
          {contact.phones.length ? (
            <div>
              <dt className="text-sm text-slate-600">{t('landing.contact.phone')}</dt>
              {contact.phones.map((phone) => (
                <dd key={phone}>
                  <a href={phoneUrl(phone)} className={linkClass}>
                    {phone}
                  </a>
                </dd>
              ))}
            </div>
          ) : null}
          {contact.email ? (
            <div>
              <dt className="text-sm text-slate-600">{t('landing.contact.email')}</dt>
              <dd>
                <a href={`mailto:${contact.email}`} className={linkClass}>
                  {contact.email}
                </a>
              </dd>
            </div>
          ) : null}
          {contact.website ? (
            <div>
              <dt className="text-sm text-slate-600">{t('landing.contact.website')}</dt>
              <dd>
                <a href={contact.website} className={linkClass} rel="noopener noreferrer" target="_blank">
                  {contact.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                </a>
              </dd>
            </div>
          ) : null}
          {social.length ? (
            <div>
              <dt className="text-sm text-slate-600">{t('landing.contact.social')}</dt>
              <dd className="flex flex-wrap gap-3">
                {social.map((name) => (
                  <a
                    key={name}
                    href={contact.social[name]}
                    className={linkClass}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {t(`landing.contact.${name}`)}
                  </a>
                ))}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {contact?.groupChatUrl ? (
        <a
          href={contact.groupChatUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="group-chat-link"
          className="mt-4 inline-block rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800"
        >
          {t('landing.contact.groupChat')}
        </a>
      ) : null}
    </section>
  );
}
