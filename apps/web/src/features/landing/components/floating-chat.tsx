import { useTranslation } from 'react-i18next';
import type { PublicEventSettings } from '@eventdesk/contracts/settings';
import { whatsAppChatUrl } from '@/lib/contact-links';
import { useOnScreen } from '@/lib/use-on-screen';

/** The registration form (landing-register.tsx): the button steps aside while it shows, so it covers none of its
 * buttons (the coupon's Apply sits at the right edge, where this floats). */
const REGISTER_SECTION_ID = 'register';

type Contact = PublicEventSettings['contact'];

/** The wa.me chat with the settings' greeting in the language the visitor reads; none without a WhatsApp number. */
export function FloatingChat({ contact }: { contact: Contact | undefined }) {
  const { t, i18n } = useTranslation();
  const formOnScreen = useOnScreen(REGISTER_SECTION_ID);
  const href = contact
    ? whatsAppChatUrl(
        contact.whatsappNumber,
        contact.chatMessage[i18n.resolvedLanguage === 'ta' ? 'ta' : 'en'],
      )
    : undefined;
  if (!href) {
    return null;
  }

  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('landing.chat.label')}
      data-testid="floating-chat"
      className={`${formOnScreen ? 'invisible opacity-0' : 'opacity-100'} fixed right-4 bottom-4 z-40 flex transition-opacity h-14 w-14 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg hover:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 fill-current">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.6 11.6 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.4-.3Z" />
      </svg>
    </a>
  );
}
