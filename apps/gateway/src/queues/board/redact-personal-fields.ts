export const REDACTED = '[redacted]';

/**
 * Keys whose values identify or reach a person, or open something: names (fullName, founderName, fileName...),
 * contact details, free text a person typed, staff usernames (uploadedBy, caller) and the ticket's QR token.
 * Matched on the key, case-insensitively, so a field added to an event later is covered by its name.
 */
const PERSONAL_KEY =
  /name|e-?mail|phone|mobile|whats-?app|address|street|city|pin-?code|note|comment|remark|message|text|caller|by$|token|password|secret/i;

/** An event envelope's `name` is the event (`registration.created.v1`), not a person: it stays readable. */
const EVENT_NAME = /^[a-z][a-z-]*(\.[a-z][a-z-]*)+\.v\d+$/;

function isPersonal(key: string, field: unknown): boolean {
  if (field === null || field === undefined || !PERSONAL_KEY.test(key)) {
    return false;
  }
  return !(key === 'name' && typeof field === 'string' && EVENT_NAME.test(field));
}

/**
 * A copy of job data (or a job's return value) with every personal field's value replaced by "[redacted]", at any
 * depth and inside arrays; ids, references, amounts, statuses and times stay, which is what an operator needs to
 * follow a job. A JSON string is redacted as the value it holds.
 */
export function redactPersonalFields(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(redactPersonalFields);
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        isPersonal(key, field) ? REDACTED : redactPersonalFields(field),
      ]),
    );
  }
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      return JSON.stringify(redactPersonalFields(JSON.parse(value)));
    } catch {
      return value;
    }
  }
  return value;
}
