import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultEventSettings, toPublicSettings, type EventSettings } from '@eventdesk/contracts/settings';
import en from '@/i18n/en.json';
import ta from '@/i18n/ta.json';
import { i18n } from '@/lib/i18n';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const settings: EventSettings = {
  ...defaultEventSettings,
  event: {
    ...defaultEventSettings.event,
    date: '2027-10-25',
    salesEndAt: '2027-10-20T23:59:00+05:30',
    earlyBirdEndsAt: '2027-09-30T23:59:00+05:30',
  },
};
// The server decides by its clock; each test says what that clock reads.
let serverNow = new Date('2027-09-01T00:00:00Z');

const plenty = { capacity: 100, seatsLeft: 100 };

beforeEach(() => {
  const fake = fakeApi();
  fake.on('GET /api/settings', () => toPublicSettings(settings, serverNow));
  fake.on('GET /api/seats', {
    packages: { silver: plenty, gold: plenty, diamond: plenty, vip: plenty },
    countedAt: '2027-09-01T00:00:00Z',
  });
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const form = () => screen.queryByRole('button', { name: /Register Now/i });

describe('/ when sales open and close', () => {
  it('shows the form and the early-bird notice before the early-bird end', async () => {
    serverNow = new Date('2027-09-01T00:00:00Z');
    renderRoute('/');
    expect(await screen.findByText(en.landing.hero.earlyBird)).toBeTruthy();
    expect(form()).toBeTruthy();
    expect(screen.queryByText('Registrations are closed')).toBeNull();
  });

  it('drops the early-bird notice after its end and keeps the form', async () => {
    serverNow = new Date('2027-10-05T00:00:00Z');
    renderRoute('/');
    expect(await screen.findByRole('button', { name: /Register Now/i })).toBeTruthy();
    expect(screen.queryByText(en.landing.hero.earlyBird)).toBeNull();
    expect(screen.queryByText(en.landing.packages.earlyBird)).toBeNull();
  });

  it('says registrations are closed instead of the form after the sales end', async () => {
    serverNow = new Date('2027-10-21T00:00:00Z');
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Registrations are closed' })).toBeTruthy();
    expect(form()).toBeNull();
    expect(screen.queryByText(en.landing.hero.earlyBird)).toBeNull();
  });

  it('says it in Tamil', async () => {
    serverNow = new Date('2027-10-21T00:00:00Z');
    await act(() => i18n.changeLanguage('ta'));
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'பதிவுகள் முடிந்துவிட்டன' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: ta.landing.register.title })).toBeNull();
  });
});
