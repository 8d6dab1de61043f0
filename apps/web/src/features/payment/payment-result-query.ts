/**
 * The order id in the query string of /success and /error, trimmed and bounded; everything else in the address
 * (the spec's billing name, e-mail, phone, amount, status) is ignored: the page shows our record of the order.
 */
export function orderIdOf(search: URLSearchParams): string {
  return (search.get('orderId') ?? '').trim().slice(0, 64);
}
