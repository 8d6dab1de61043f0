import type { TicketPackage } from '@eventdesk/contracts/common';
import type { PaymentMethod } from '@eventdesk/contracts/payment';
import type { TFunction } from 'i18next';

const knownReferences = new Set(['facebook', 'instagram', 'friend', 'newspaper', 'roadshow', 'none']);

/** The names of the chart categories in the staff member's language. */
export function analyticsLabels(t: TFunction) {
  return {
    method: (method: PaymentMethod) => t(`adminAnalytics.methods.${method}`),
    // A reference type the catalog does not know (a newer source) shows as the server sent it.
    reference: (type: string) => (knownReferences.has(type) ? t(`adminAnalytics.references.${type}`) : type),
    package: (pkg: TicketPackage) => t(`staffCommon.packages.${pkg}`),
  };
}
