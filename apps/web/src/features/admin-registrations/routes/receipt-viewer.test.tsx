import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseRowAction,
  registrationPage,
  registrationRow,
} from '@/features/admin-registrations/testing/registration-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const meena = registrationRow();

beforeEach(() => {
  // jsdom has no object URLs; the viewer only needs a string to put in <img src>.
  URL.createObjectURL = vi.fn(() => 'blob:receipt-1');
  URL.revokeObjectURL = vi.fn();
});

async function openViewer() {
  await chooseRowAction('Meena Sundaram', 'View receipt');
  return screen.findByRole('dialog', { name: 'Payment Receipt' });
}

describe('payment receipt viewer', () => {
  it('says when the registration has no payment', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([meena])));
    api.onAny('GET /api/registrations/101/payments', () => Response.json([]));
    renderRoute('/admin/registrations');
    const dialog = await openViewer();
    expect(await within(dialog).findByText('No payment found for this registration')).toBeTruthy();
  });

  it('offers Retry when the image fails, then shows it with the staff token and opens it in a new tab', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([meena])));
    api.onAny('GET /api/registrations/101/payments', () => Response.json([{ id: 55 }]));
    api.onAny('GET /api/payments/55/proofs', () => Response.json([{ id: 9 }]));
    api.onAny('GET /api/payment-proofs/9/image', () => new Response('', { status: 500 }));
    renderRoute('/admin/registrations');
    const dialog = await openViewer();
    expect(await within(dialog).findByText('Failed to load payment image')).toBeTruthy();

    api.onAny(
      'GET /api/payment-proofs/9/image',
      () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    const image = await within(dialog).findByRole('img', { name: 'Payment receipt of Meena Sundaram' });
    expect(image.getAttribute('src')).toBe('blob:receipt-1');
    const link = within(dialog).getByRole('link', { name: 'Open in new tab' });
    expect(link.getAttribute('href')).toBe('blob:receipt-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(api.calls('GET /api/payment-proofs/9/image')).toHaveLength(2);
    expect(api.calls('GET /api/payment-proofs/9/image').at(-1)?.authorization).toBe('Bearer staff-token');
  });

  it('asks before voiding a payment and then sends the new status', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([meena])));
    api.onAny('PATCH /api/admin/registrations/101/payment-status', () => Response.json(meena));
    renderRoute('/admin/registrations');
    await chooseRowAction('Meena Sundaram', 'Set payment: Void');
    const dialog = await screen.findByRole('dialog', { name: 'Void registration' });
    expect(api.calls('PATCH /api/admin/registrations/101/payment-status')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set void' }));
    expect(await screen.findByText('Payment status set to Void')).toBeTruthy();
    expect(api.calls('PATCH /api/admin/registrations/101/payment-status')[0]?.body).toEqual({
      status: 'void',
    });
  });
});
