/** Characters a phone number is typed with: a query made only of these searches the phone digits. */
const PHONE_LIKE = /^[+\d\s\-().]+$/;

/**
 * The LIKE pattern for a staff search, matching a generated `search_text` column (registrations, leads): text is
 * lower-cased (Tamil has no case and is matched as typed), a phone-like query becomes its digits without the
 * +91 / 0 prefix, so '98765 43210', '+919876543210' and '9876543210' all find '+91 98765-43210'.
 * Null when there is nothing to search for.
 */
export function searchPattern(search: string): string | null {
  const term = search.trim();
  if (!term) {
    return null;
  }
  const digits = term.replace(/\D/g, '');
  if (PHONE_LIKE.test(term) && digits.length >= 3) {
    return `%${escapeLike(phoneDigits(term, digits))}%`;
  }
  return `%${escapeLike(term.toLowerCase())}%`;
}

function phoneDigits(term: string, digits: string): string {
  if (digits.length === 12 && digits.startsWith('91')) {
    return digits.slice(2);
  }
  if (term.startsWith('+91') && digits.length > 2) {
    return digits.slice(2);
  }
  if (digits.length === 11 && digits.startsWith('0')) {
    return digits.slice(1);
  }
  return digits;
}

/** `%`, `_` and the escape character itself are literal in a staff search. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
