import type { Stack } from './stack';

export interface HtmlForm {
  action: string;
  fields: Record<string, string>;
}

const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The first form of one of our payment pages (auto-submit page), as a browser would read it. */
export function readForm(html: string): HtmlForm {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) {
    throw new Error(`no form in:\n${html.slice(0, 500)}`);
  }
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescape(match[1] ?? '')] = unescape(match[2] ?? '');
  }
  return { action: unescape(action), fields };
}

/** POSTs a form the way a browser does (urlencoded) without following redirects. */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

let visitors = 0;

export async function register(
  stack: Stack,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; ref: string; amount: number }> {
  const response = await fetch(`${stack.baseUrl}/api/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Kavitha Raman',
      email: `kavitha.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
      // Each visitor their own phone: one contact may hold only 2 unpaid seats.
      phone: `+91 98431 ${String(10000 + (visitors += 1)).slice(-5)}`,
      type: 'individual',
      package: 'gold',
      ...overrides,
    }),
  });
  if (response.status !== 201) {
    throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as { id: number; ref: string; amount: number };
}

/**
 * A card payment through the sandbox over plain HTTP, step by step as the browser makes it: initiate → our
 * auto-submit page → the sandbox's checkout → the chosen outcome → the auto-submit page back to our callback.
 * Returns the form that would be posted to the callback (encResp, orderNo) without posting it.
 */
export async function sandboxResponse(
  stack: Stack,
  ref: string,
  outcome: 'Success' | 'Failure' | 'Aborted',
  initiateExtras: Record<string, unknown> = {},
): Promise<{ orderId: string; amount: number; callback: HtmlForm; sandboxPage: string }> {
  const initiated = await fetch(`${stack.baseUrl}/api/initiate_payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...initiateExtras, ref }),
  });
  if (initiated.status !== 200) {
    throw new Error(`initiate_payment: ${initiated.status} ${await initiated.text()}`);
  }
  const { paymentUrl, orderId, amount } = (await initiated.json()) as {
    paymentUrl: string;
    orderId: string;
    amount: number;
  };
  const checkout = readForm(await (await fetch(new URL(paymentUrl, stack.baseUrl))).text());
  const opened = await postForm(new URL(checkout.action, stack.baseUrl).toString(), checkout.fields);
  if (opened.status !== 303) {
    throw new Error(`sandbox refused the request: ${opened.status} ${await opened.text()}`);
  }
  const pageUrl = new URL(opened.headers.get('location') ?? '', stack.baseUrl);
  const sandboxPage = await (await fetch(pageUrl)).text();
  const completed = await postForm(`${pageUrl.toString()}/complete`, { outcome });
  return { orderId, amount, callback: readForm(await completed.text()), sandboxPage };
}
