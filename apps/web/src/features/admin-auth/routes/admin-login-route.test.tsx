import type { StaffRole } from '@eventdesk/contracts/common';
import type { LoginResponse } from '@eventdesk/contracts/identity';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_STORAGE_KEY } from '@/lib/api-client';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

let loginAnswer: () => Promise<LoginResponse | Response>;
let fake: FakeApi;
const loginBodies = () => fake.calls('POST /api/admin/login').map((call) => call.body);

beforeEach(() => {
  // A login ends on another screen (dashboard, Meta Leads), whose own requests may or may not start before the test
  // ends: they are that screen's business, answered 404 here rather than failing this test by timing.
  fake = fakeApi({ unmatched: 'not-found' });
  fake.on('POST /api/admin/login', () => loginAnswer());
  fake.on('GET /api/admin/role', { role: 'admin', username: 'admin' });
});

const loggedIn = (role: StaffRole) => async (): Promise<LoginResponse> => ({
  token: `token-${role}`,
  expiresAt: '2026-01-01T00:00:00.000Z',
  role,
  username: role,
});

function fillAndSubmit(username = 'admin', password = 'correct horse') {
  fireEvent.change(screen.getByLabelText(/Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/admin/login', () => {
  it('shows Logging in... while the request runs, then stores the token and opens the dashboard for an admin', async () => {
    let release: (() => void) | undefined;
    loginAnswer = () =>
      new Promise((resolve) => {
        release = () => void loggedIn('admin')().then(resolve);
      });
    const { router } = renderRoute('/admin/login');
    await screen.findByRole('button', { name: 'Login' });
    fillAndSubmit();
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    // The button turns busy before the request reaches the fake API on a loaded machine: answer it once it has.
    await waitFor(() => expect(release).toBeDefined());
    release?.();
    expect(await screen.findByText('Login Successful')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe('token-admin');
    expect(loginBodies()).toEqual([{ username: 'admin', password: 'correct horse' }]);
  });

  it('sends a caller to Meta Leads', async () => {
    loginAnswer = loggedIn('user');
    const { router } = renderRoute('/admin/login');
    await screen.findByRole('button', { name: 'Login' });
    fillAndSubmit('caller');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/meta-leads'));
  });

  it('shows Login Failed with the server message and keeps no token', async () => {
    loginAnswer = async () => Response.json({ message: 'Invalid username or password' }, { status: 401 });
    const { router } = renderRoute('/admin/login');
    await screen.findByRole('button', { name: 'Login' });
    fillAndSubmit();
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's slow-down message on a 429", async () => {
    loginAnswer = async () =>
      Response.json({ message: 'Too many failed logins. Try again in 5 minutes.' }, { status: 429 });
    renderRoute('/admin/login');
    await screen.findByRole('button', { name: 'Login' });
    fillAndSubmit();
    expect(await screen.findByText('Too many failed logins. Try again in 5 minutes.')).toBeTruthy();
  });

  it("says the spec's default 'Login failed' when the server answers without a message", async () => {
    loginAnswer = async () => new Response('', { status: 502 });
    renderRoute('/admin/login');
    await screen.findByRole('button', { name: 'Login' });
    fillAndSubmit();
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Login failed')).toBeTruthy();
    expect(screen.queryByText('An unknown error occurred')).toBeNull();
  });

  it('says An unknown error occurred when no answer came at all', async () => {
    loginAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    renderRoute('/admin/login');
    await screen.findByRole('button', { name: 'Login' });
    fillAndSubmit();
    expect(await screen.findByText('An unknown error occurred')).toBeTruthy();
  });

  it("sends a visitor without a staff token from the dashboard to the login, saying 'No admin token found'", async () => {
    loginAnswer = loggedIn('admin');
    const { router } = renderRoute('/admin/dashboard');
    expect(await screen.findByText('No admin token found. Please log in.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    await setLanguage('ta');
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('நிர்வாகி டோக்கன் கிடைக்கவில்லை. மீண்டும் உள்நுழையவும்.')).toBeTruthy();
  });

  it('requires both fields, toggles the password visibility and links back home', async () => {
    loginAnswer = loggedIn('admin');
    renderRoute('/admin/login');
    const password = (await screen.findByLabelText(/^Password/)) as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByLabelText(/Username/).getAttribute('aria-invalid')).toBe('true');
    expect(loginBodies()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
