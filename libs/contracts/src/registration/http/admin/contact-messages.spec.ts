import { defaultEventSettings } from '../../../settings/default-settings';
import { eventSettings, publicEventSettings, toPublicSettings } from '../../../settings/http/event-settings';
import { contactMessageReceivedPayload } from '../../events/contact-message-received';
import { markContactMessageCommand } from '../../rpc/patterns';
import { contactMessageList, contactMessageListQuery, markContactMessageBody } from './contact-messages';

describe('contact-message inbox contracts', () => {
  it('reads the list query from a query string: status and page, new and page 1 by default', () => {
    expect(contactMessageListQuery.parse({})).toEqual({ status: 'new', page: 1 });
    expect(contactMessageListQuery.parse({ status: 'handled', page: '3' })).toEqual({
      status: 'handled',
      page: 3,
    });
    expect(contactMessageListQuery.safeParse({ status: 'spam' }).success).toBe(false);
    expect(contactMessageListQuery.safeParse({ page: '0' }).success).toBe(false);
  });

  it('parses a list page and refuses an unknown status', () => {
    const item = {
      id: 4,
      name: 'Kavya',
      email: 'kavya@example.com',
      phone: '+91 98765 43210',
      programme: 'miracle',
      message: 'Hello',
      language: 'ta',
      createdAt: '2026-11-25T00:00:00.000Z',
      status: 'handled',
      handledBy: 'admin1',
      handledAt: '2026-11-25T01:00:00.000Z',
    };
    const page = { items: [item], page: 1, pageSize: 20, total: 1, counts: { new: 0, handled: 1 } };
    expect(contactMessageList.parse(page)).toEqual(page);
    expect(contactMessageList.safeParse({ ...page, items: [{ ...item, status: 'spam' }] }).success).toBe(
      false,
    );
  });

  it('marks with a boolean only, and the RPC command names the actor', () => {
    expect(markContactMessageBody.parse({ handled: false })).toEqual({ handled: false });
    expect(markContactMessageBody.safeParse({ handled: 'yes' }).success).toBe(false);
    expect(markContactMessageCommand.parse({ id: 3, handled: true, actor: 'admin1' })).toEqual({
      id: 3,
      handled: true,
      actor: 'admin1',
    });
    expect(markContactMessageCommand.safeParse({ id: 3, handled: true }).success).toBe(false);
  });

  it('the received event carries the message and a digest address or null, never anything else', () => {
    const event = {
      contactMessageId: 1,
      name: 'Kavya',
      email: 'kavya@example.com',
      phone: '9876543210',
      programme: 'vairagiya',
      message: '<script>',
      language: 'en',
      receivedAt: '2026-11-25T00:00:00.000Z',
      digestTo: null,
    };
    expect(contactMessageReceivedPayload.parse(event)).toEqual(event);
    expect(contactMessageReceivedPayload.safeParse({ ...event, digestTo: 'not an address' }).success).toBe(
      false,
    );
  });

  it('settings: the digest address is optional in stored documents (null), checked, and never public', () => {
    const { digestEmail: _absent, ...oldContact } = defaultEventSettings.contact;
    expect(
      eventSettings.parse({ ...defaultEventSettings, contact: oldContact }).contact.digestEmail,
    ).toBeNull();
    const withDigest = {
      ...defaultEventSettings,
      contact: { ...defaultEventSettings.contact, digestEmail: 'desk@example.com' },
    };
    expect(
      eventSettings.safeParse({ ...withDigest, contact: { ...withDigest.contact, digestEmail: 'desk' } })
        .success,
    ).toBe(false);
    const visible = toPublicSettings(eventSettings.parse(withDigest));
    expect(JSON.stringify(visible)).not.toContain('desk@example.com');
    expect(JSON.stringify(publicEventSettings.parse(visible))).not.toContain('digestEmail');
  });
});
