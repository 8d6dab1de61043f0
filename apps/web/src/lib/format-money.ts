/**
 * Whole rupees as en-IN and ta-IN write them, alike in both: ₹3,600, ₹1,00,000 (Indian grouping: three digits, then
 * twos), -₹3,600, halves rounded away from zero. Written by hand: a page's first Intl.NumberFormat costs ~10 ms of a
 * fast CPU (its ICU number data), 40 ms on a phone-class one, in the task that renders the package cards (issue 18's
 * profile of `/`). format-money.test.ts compares it with Intl in both locales.
 */
export function formatRupees(amount: number): string {
  const whole = String(Math.round(Math.abs(amount)));
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  // Intl signs negative zero too (-0.4 → -₹0).
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}₹${grouped}`;
}
