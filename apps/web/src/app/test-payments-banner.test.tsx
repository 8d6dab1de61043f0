import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentConfigResponse } from '@eventdesk/contracts/payment';
import { AppProvider } from '@/app/provider';
import { TestPaymentsBanner } from '@/app/test-payments-banner';
import en from '@/i18n/en.json';
import ta from '@/i18n/ta.json';
import { i18n } from '@/lib/i18n';

/** The server's answer to GET /api/payment-config; every other call is a failure of the test. */
function serverSays(config: PaymentConfigResponse) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    expect(String(input)).toBe('/api/payment-config');
    return Response.json(config);
  });
}

const renderBanner = () =>
  render(
    <AppProvider>
      <TestPaymentsBanner />
    </AppProvider>,
  );

describe('TestPaymentsBanner', () => {
  it('says "test payments" in English and Tamil on a trial deployment', async () => {
    const fetch = serverSays({ provider: 'sandbox', testPayments: true });
    renderBanner();
    expect((await screen.findByRole('status')).textContent).toBe(en.layout.testPaymentsBanner.text);
    expect(en.layout.testPaymentsBanner.text).toBe('Test payments — no real money is charged');
    await act(() => i18n.changeLanguage('ta'));
    expect(screen.getByRole('status').textContent).toBe(ta.layout.testPaymentsBanner.text);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the live provider', { provider: 'ccavenue', testPayments: false }],
    ['development’s sandbox', { provider: 'sandbox', testPayments: false }],
  ] as const)('shows nothing for %s', async (_case, config) => {
    const fetch = serverSays(config);
    renderBanner();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // Let the answer reach the component before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(en.layout.testPaymentsBanner.text)).toBeNull();
  });

  it('shows nothing when the server cannot say', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ message: 'unavailable' }, { status: 503 }));
    renderBanner();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(en.layout.testPaymentsBanner.text)).toBeNull();
  });
});
