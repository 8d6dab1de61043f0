import type { AttendanceStatus, AttendanceView } from '@eventdesk/contracts/attendance';
import { useTranslation } from 'react-i18next';
import { phoneUrl, whatsAppChatUrl } from '@/lib/contact-links';
import { intlLocale } from '@/lib/i18n';
import { usePublicSettings } from '@/lib/public-settings';

/** Spec public §4: blue welcome, red pending, amber used, green confirmed. */
const looks: Record<AttendanceStatus, { key: string; classes: string }> = {
  privilege_guest: { key: 'privilegeGuest', classes: 'border-blue-600 bg-blue-50 text-blue-900' },
  payment_pending: { key: 'paymentPending', classes: 'border-red-600 bg-red-50 text-red-900' },
  already_attended: { key: 'alreadyUsed', classes: 'border-amber-500 bg-amber-50 text-amber-900' },
  confirmed: { key: 'confirmed', classes: 'border-green-600 bg-green-50 text-green-900' },
};

/** The first way to reach staff that is set: WhatsApp, then a phone, then e-mail; plain text when none is. */
function ContactAdmin() {
  const { t, i18n } = useTranslation();
  const contact = usePublicSettings().data?.contact;
  const language = i18n.resolvedLanguage === 'ta' ? 'ta' : 'en';
  const href = contact
    ? (whatsAppChatUrl(contact.whatsappNumber, contact.chatMessage[language]) ??
      phoneUrl(contact.phones[0]) ??
      (contact.email ? `mailto:${contact.email}` : undefined))
    : undefined;
  const label = t('attendance.card.contactAdmin');
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      data-testid="contact-admin"
      className="mt-3 inline-block rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
    >
      {label}
    </a>
  ) : (
    <p data-testid="contact-admin" className="mt-3 font-semibold">
      {label}
    </p>
  );
}

export function AttendanceCard({ view }: { view: AttendanceView }) {
  const { t, i18n } = useTranslation();
  const { registration, status } = view;
  const look = looks[status];
  const when = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  const details: Array<[string, string]> = [
    [t('attendance.details.registrationId'), String(registration.id)],
    [t('attendance.details.fullName'), registration.fullName],
    [t('attendance.details.email'), registration.email],
    [t('attendance.details.phone'), registration.phone],
    [t('attendance.details.package'), t(`attendance.package.${registration.package}`)],
    [t('attendance.details.ticketNumber'), String(registration.ticketNumber)],
  ];
  if (registration.attendedAt) {
    details.push([t('attendance.details.attendedAt'), when.format(new Date(registration.attendedAt))]);
  }

  return (
    <article className="space-y-4">
      <div
        className={`rounded-xl border-2 p-4 ${look.classes}`}
        data-testid="attendance-status"
        data-status={status}
      >
        <p className="text-xl font-bold">{t(`attendance.status.${look.key}`)}</p>
        <p className="mt-1 font-semibold break-words">
          {t('attendance.card.greeting', { name: registration.fullName })}
        </p>
        <p className="mt-1">{t(`attendance.card.${look.key}`)}</p>
        {status === 'payment_pending' ? <ContactAdmin /> : null}
      </div>
      <dl
        aria-label={t('attendance.card.detailsLabel')}
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      >
        {details.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2 px-4 py-2">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
