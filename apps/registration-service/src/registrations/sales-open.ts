import { isSalesOpen, validationMessages, type EventSettings, type Language } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';

/**
 * New registrations and additional tickets stop when sales close (`salesEndAt`, or the end of the event day):
 * 409 SALES_CLOSED in the visitor's language. Staff (Add Registration) do not come through here.
 */
export function assertSalesOpen(settings: EventSettings, now: Date, language: Language): void {
  if (!isSalesOpen(settings, now)) {
    throw new DomainError('SALES_CLOSED', validationMessages[language]['sales.closed']);
  }
}
