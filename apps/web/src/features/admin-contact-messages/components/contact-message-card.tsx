import type { ContactMessageView } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';

type ContactMessageCardProps = {
  message: ContactMessageView;
  busy: boolean;
  onMark: (handled: boolean) => void;
};

const linkClass =
  'font-semibold text-amber-800 underline underline-offset-2 break-all hover:text-amber-900 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none';

/** One message as a card (a table would scroll sideways at 360 px): who wrote, how to answer, what they asked. */
export function ContactMessageCard({ message, busy, onMark }: ContactMessageCardProps) {
  const { t, i18n } = useTranslation();
  const handled = message.status === 'handled';
  const headingId = `contact-message-${message.id}`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid={`contact-message-${message.id}`}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="min-w-0 text-lg font-bold break-words">
          {message.name}
        </h2>
        <p className="text-sm text-slate-600">
          {t('adminContactMessages.card.received', {
            time: formatDateTime(message.createdAt, i18n.resolvedLanguage),
          })}
        </p>
      </div>
      <p className="text-sm font-semibold text-slate-700">
        {t(`adminContactMessages.programme.${message.programme}`)}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={`mailto:${message.email}`} className={linkClass}>
          {message.email}
        </a>
        <a href={`tel:${message.phone.replaceAll(/[^+\d]/g, '')}`} className={linkClass}>
          {message.phone}
        </a>
      </div>
      {/* Visitor text: rendered as text by React, line breaks kept, long words wrapped at 360 px. */}
      <p className="rounded-lg bg-slate-50 p-3 break-words whitespace-pre-wrap text-slate-900">
        {message.message}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          {handled && message.handledAt
            ? t('adminContactMessages.card.handledBy', {
                name: message.handledBy ?? '',
                time: formatDateTime(message.handledAt, i18n.resolvedLanguage),
              })
            : t('adminContactMessages.card.waiting')}
        </p>
        <button
          type="button"
          disabled={busy}
          onClick={() => onMark(!handled)}
          aria-label={t(handled ? 'adminContactMessages.card.undoFor' : 'adminContactMessages.card.markFor', {
            name: message.name,
          })}
          className={`rounded-lg px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:opacity-60 ${
            handled
              ? 'border border-slate-300 bg-white hover:bg-slate-100'
              : 'bg-slate-900 text-white hover:bg-slate-700'
          }`}
        >
          {t(handled ? 'adminContactMessages.card.undo' : 'adminContactMessages.card.mark')}
        </button>
      </div>
    </article>
  );
}
