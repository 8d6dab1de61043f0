import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FloatingChat } from '@/features/landing/components/floating-chat';
import { i18n } from '@/lib/i18n';

const contactWith = (whatsappNumber: string) =>
  toPublicSettings({
    ...defaultEventSettings,
    contact: { ...defaultEventSettings.contact, whatsappNumber },
  }).contact;

const renderChat = (contact: ReturnType<typeof contactWith>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <FloatingChat contact={contact} />
    </I18nextProvider>,
  );

describe('FloatingChat', () => {
  it('is not there while the WhatsApp number is unset (the seed)', () => {
    renderChat(contactWith(''));
    expect(screen.queryByTestId('floating-chat')).toBeNull();
  });

  it('is not there for the old dummy number a stored document may still hold', () => {
    renderChat(contactWith('919000000000'));
    expect(screen.queryByTestId('floating-chat')).toBeNull();
  });

  it('opens the chat with the number staff set and the greeting', () => {
    renderChat(contactWith('919843012345'));
    const chat = new URL(screen.getByTestId('floating-chat').getAttribute('href') ?? '');
    expect(chat.origin + chat.pathname).toBe('https://wa.me/919843012345');
    expect(chat.searchParams.get('text')).toBe(defaultEventSettings.contact.chatMessage.en);
  });
});
