import type { ContactMessageList, ContactMessageView } from '@eventdesk/contracts/registration';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const message = (id: number, name: string, extra: Partial<ContactMessageView> = {}): ContactMessageView => ({
  id,
  name,
  email: `visitor${id}@example.com`,
  phone: '+91 98430 12345',
  programme: 'vairagiya',
  message: `Question from ${name}`,
  language: 'en',
  createdAt: '2026-10-01T04:30:00.000Z',
  status: 'new',
  handledBy: null,
  handledAt: null,
  ...extra,
});

let api: FakeApi;
let messages: ContactMessageView[];

const listOf = (status: string, page: number): ContactMessageList => {
  const items = messages.filter((item) => status === 'all' || item.status === status);
  return {
    items: items.slice((page - 1) * 20, page * 20),
    page,
    pageSize: 20,
    total: items.length,
    counts: {
      new: messages.filter((item) => item.status === 'new').length,
      handled: messages.filter((item) => item.status === 'handled').length,
    },
  };
};

beforeEach(() => {
  messages = [
    message(1, 'Kavya Raman', { message: '<script>alert(1)</script>\nSecond line' }),
    message(2, 'Arun Kumar', {
      status: 'handled',
      handledBy: 'admin-7',
      handledAt: '2026-10-01T06:00:00.000Z',
    }),
  ];
  api = fakeApi();
  api.signIn('admin');
  api.onAny('GET /api/admin/contact-messages', (call) =>
    Response.json(listOf(call.query.get('status') ?? 'new', Number(call.query.get('page') ?? 1))),
  );
  api.onAny('PATCH /api/admin/contact-messages/1/handled', (call) => {
    const handled = (call.body as { handled: boolean }).handled;
    messages = messages.map((item) =>
      item.id === 1
        ? {
            ...item,
            status: handled ? 'handled' : 'new',
            handledBy: handled ? 'admin-1' : null,
            handledAt: handled ? '2026-10-01T07:00:00.000Z' : null,
          }
        : item,
    );
    return Response.json(messages[0]);
  });
});

describe('/admin/contact-messages', () => {
  it('lists the new messages with mailto and tel links, the visitor text as text, and both counts', async () => {
    renderRoute('/admin/contact-messages');
    const card = await screen.findByTestId('contact-message-1');
    expect(within(card).getByRole('heading', { name: 'Kavya Raman' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'visitor1@example.com' }).getAttribute('href')).toBe(
      'mailto:visitor1@example.com',
    );
    expect(within(card).getByRole('link', { name: '+91 98430 12345' }).getAttribute('href')).toBe(
      'tel:+919843012345',
    );
    expect(within(card).getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(card.querySelector('script')).toBeNull();
    expect(within(card).getByText('Vairagiya (9 months)')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'New (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Handled (1)' })).toBeTruthy();
    expect(screen.queryByText('Arun Kumar')).toBeNull();
    expect(api.calls('GET /api/admin/contact-messages')[0]?.query.get('status')).toBe('new');
  });

  it('marks a message handled: it leaves New and shows in Handled with who and when; undo brings it back', async () => {
    renderRoute('/admin/contact-messages');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark the message from Kavya Raman handled' }));
    expect(await screen.findByText('Marked handled')).toBeTruthy();
    expect(api.calls('PATCH /api/admin/contact-messages/1/handled').map((call) => call.body)).toEqual([
      { handled: true },
    ]);
    expect(await screen.findByText('No new messages.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Handled (2)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Handled (2)' }));
    const card = await screen.findByTestId('contact-message-1');
    expect(within(card).getByText(/^Handled by admin-1,/)).toBeTruthy();
    expect(within(screen.getByTestId('contact-message-2')).getByText(/^Handled by admin-7,/)).toBeTruthy();

    fireEvent.click(
      within(card).getByRole('button', { name: 'Mark the message from Kavya Raman new again' }),
    );
    expect(await screen.findByText('Marked new again')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('contact-message-1')).toBeNull());
    expect(screen.getByRole('tab', { name: 'New (1)' })).toBeTruthy();
  });

  it('says so when someone else handled it first (409), and shows the fresh list', async () => {
    api.onAny('PATCH /api/admin/contact-messages/1/handled', () => {
      messages = messages.map((item) =>
        item.id === 1
          ? { ...item, status: 'handled', handledBy: 'admin-9', handledAt: '2026-10-01T07:00:00.000Z' }
          : item,
      );
      return Response.json(
        {
          message: 'This message was already marked handled by admin-9',
          code: 'CONTACT_MESSAGE_ALREADY_HANDLED',
        },
        { status: 409 },
      );
    });
    renderRoute('/admin/contact-messages');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark the message from Kavya Raman handled' }));
    expect(await screen.findByText('Someone else changed this message first')).toBeTruthy();
    expect(screen.getByText('This message was already marked handled by admin-9')).toBeTruthy();
    expect(await screen.findByText('No new messages.')).toBeTruthy();
  });

  it('pages through more than 20 messages', async () => {
    messages = Array.from({ length: 25 }, (_, index) => message(index + 10, `Visitor ${index + 10}`));
    renderRoute('/admin/contact-messages');
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(await screen.findByTestId('contact-message-34')).toBeTruthy();
    expect(api.calls('GET /api/admin/contact-messages').at(-1)?.query.get('page')).toBe('2');
  });

  it('is in the menu for an admin', async () => {
    renderRoute('/admin/contact-messages');
    await screen.findByTestId('contact-message-1');
    expect(screen.getAllByRole('link', { name: 'Contact messages' }).length).toBeGreaterThan(0);
  });

  it('is not offered to a lead manager, and the screen refuses them', async () => {
    api = fakeApi();
    api.signIn('lead_manager');
    renderRoute('/admin/contact-messages');
    expect(await screen.findByText('You do not have access to this')).toBeTruthy();
    expect(api.calls('GET /api/admin/contact-messages')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Contact messages' })).toBeNull();
  });
});
