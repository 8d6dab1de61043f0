import type { Response } from 'express';
import { randomBytes } from 'node:crypto';
import type { CheckoutForm, Language, SandboxPage } from '@eventdesk/contracts';
import { escapeHtml } from '@eventdesk/server-kit';

/**
 * The few HTML pages the payment flow needs outside the SPA: the auto-submit page that posts the encrypted
 * request to the provider (CCAvenue wants a form POST, not a redirect) and the sandbox provider's own pages.
 * Each sets its own Content-Security-Policy: a nonce for the one inline script, and form-action limited to
 * where that page's form may go.
 */

function formActionSource(action: string): string {
  if (action.startsWith('/')) {
    return "'self'";
  }
  return `'self' ${new URL(action).origin}`;
}

function send(res: Response, html: string, csp: string): void {
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.type('html').status(200).send(html);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:28rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.25rem}
button{font:inherit;padding:.75rem 1rem;border-radius:.5rem;border:0;width:100%;margin-top:.75rem;cursor:pointer}
.ok{background:#15803d;color:#fff}.fail{background:#b91c1c;color:#fff}.cancel{background:#e2e8f0;color:#0f172a}
.go{background:#b45309;color:#fff}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem}
dt{color:#475569}dd{margin:0;word-break:break-all}.badge{display:inline-block;background:#fef3c7;color:#92400e;
padding:.125rem .5rem;border-radius:9999px;font-size:.75rem;font-weight:600}`;

const AUTO_SUBMIT_TEXT: Record<Language, { title: string; body: string; button: string }> = {
  en: {
    title: 'Taking you to the payment page…',
    body: 'Please wait. If nothing happens, press the button.',
    button: 'Continue',
  },
  ta: {
    title: 'பணம் செலுத்தும் பக்கத்திற்கு அழைத்துச் செல்கிறோம்…',
    body: 'சற்றுக் காத்திருக்கவும். எதுவும் நடக்கவில்லை என்றால், பொத்தானை அழுத்தவும்.',
    button: 'தொடரவும்',
  },
};

/** Posts `form` at once (the button is for browsers without script). */
export function sendAutoSubmitPage(res: Response, form: CheckoutForm, lang: Language): void {
  const nonce = randomBytes(16).toString('base64');
  const text = AUTO_SUBMIT_TEXT[lang];
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(text.title)}</title>
<style>${STYLE}</style></head><body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.body)}</p>
<form id="checkout" method="post" action="${escapeHtml(form.action)}">${inputs}
<button class="go" type="submit">${escapeHtml(text.button)}</button></form></main>
<script nonce="${nonce}">document.getElementById('checkout').submit();</script></body></html>`;
  send(
    res,
    html,
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; form-action ${formActionSource(form.action)}; base-uri 'none'; frame-ancestors 'none'`,
  );
}

/** The sandbox provider's checkout: the tester decides the outcome (CCAvenue's own page in production). */
export function sendSandboxPage(res: Response, page: SandboxPage): void {
  const decided = page.status !== 'Initiated';
  const rows: Array<[string, string]> = [
    ['Merchant', page.merchantId],
    ['Order', page.orderId],
    ['Amount', `${page.currency} ${page.amount}`],
    ['Name', page.billingName],
    ['E-mail', page.billingEmail],
    ['Tracking id', page.trackingId],
  ];
  const details = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('');
  const action = `/api/payment-sandbox/${encodeURIComponent(page.trackingId)}/complete`;
  const buttons = decided
    ? `<p>Already answered: <strong>${escapeHtml(page.status)}</strong>.</p>
<button class="go" type="submit" name="outcome" value="${escapeHtml(page.status)}">Return to the merchant</button>`
    : `<button class="ok" type="submit" name="outcome" value="Success" data-testid="sandbox-success">Success</button>
<button class="fail" type="submit" name="outcome" value="Failure" data-testid="sandbox-failure">Failure</button>
<button class="cancel" type="submit" name="outcome" value="Aborted" data-testid="sandbox-cancel">Cancel</button>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox card payment</title>
<style>${STYLE}</style></head><body><main><span class="badge">SANDBOX · no money moves</span>
<h1>Card payment</h1><dl>${details}</dl><form method="post" action="${action}">${buttons}</form></main></body></html>`;
  send(
    res,
    html,
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
}
