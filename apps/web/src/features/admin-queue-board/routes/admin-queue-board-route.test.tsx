import { QUEUE_BOARD_SIGN_IN_PATH } from '@eventdesk/contracts/identity';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { goToQueueBoard } from '@/features/admin-queue-board/lib/go-to-queue-board';
import { i18n } from '@/lib/i18n';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

// jsdom cannot load another page; the test checks that the route asks for the board's page.
vi.mock('@/features/admin-queue-board/lib/go-to-queue-board', () => ({ goToQueueBoard: vi.fn() }));

const SESSION = 'POST /api/admin/queue-board/session';

beforeEach(() => {
  vi.mocked(goToQueueBoard).mockClear();
});

describe('/admin/queue-board', () => {
  it('is where the gateway sends a visitor without the board’s cookie', () => {
    expect(paths.admin.queueBoard.path).toBe(QUEUE_BOARD_SIGN_IN_PATH);
  });

  it('exchanges the staff token for the board’s cookie once, then opens the board', async () => {
    const api = fakeApi();
    api.signIn('admin');
    api.onAny(SESSION, () => new Response(null, { status: 204 }));
    renderRoute('/admin/queue-board');
    await waitFor(() => expect(goToQueueBoard).toHaveBeenCalledTimes(1));
    expect(api.calls(SESSION)).toHaveLength(1);
    expect(api.calls(SESSION)[0]?.authorization).toBe('Bearer staff-token');
    expect(screen.getByRole('status').textContent).toBe('Opening the queue dashboard...');
  });

  it('says so when the role is refused (403), and tries again on request', async () => {
    const api = fakeApi();
    api.signIn('admin');
    api.onAny(SESSION, () => Response.json({ message: 'You do not have access to this' }, { status: 403 }));
    renderRoute('/admin/queue-board');
    expect((await screen.findByRole('alert')).textContent).toBe('Your role cannot open the queue dashboard.');
    expect(goToQueueBoard).not.toHaveBeenCalled();

    api.onAny(SESSION, () => new Response(null, { status: 204 }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(goToQueueBoard).toHaveBeenCalledTimes(1));
    expect(api.calls(SESSION)).toHaveLength(2);
  });

  it('says in Tamil that the dashboard is unavailable for now (503)', async () => {
    await i18n.changeLanguage('ta');
    try {
      const api = fakeApi();
      api.signIn('super_admin');
      api.onAny(SESSION, () => Response.json({ message: 'unavailable' }, { status: 503 }));
      renderRoute('/admin/queue-board');
      expect((await screen.findByRole('alert')).textContent).toBe(
        'பணி வரிசைகளை இப்போது திறக்க முடியவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயற்சிக்கவும்.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('refuses a caller without asking the server', async () => {
    const api = fakeApi();
    api.signIn('lead_manager');
    renderRoute('/admin/queue-board');
    expect(await screen.findByText('You do not have access to this')).toBeTruthy();
    expect(api.calls(SESSION)).toEqual([]);
  });
});
