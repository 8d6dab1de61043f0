import { LEADS_TIME_ZONE } from '@eventdesk/contracts';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: LEADS_TIME_ZONE });

/** The calendar day (`YYYY-MM-DD`) of an instant in Asia/Kolkata: "due today" and "overdue" count these days. */
export function leadDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** The time the lead reads and changes use; tests give a fixed one to check days around midnight in India. */
export class LeadsClock {
  now(): Date {
    return new Date();
  }
}
