import type { ComponentType } from 'react';
import { placeholderRoute } from '@/components/layouts/placeholder-page';

/** Programme and legal pages: static text, rarely visited, so they load apart from the visitor journey. */
export const programmeArea = {
  miracle: placeholderRoute('programmes.miracle.title'),
  vairagiya: placeholderRoute('programmes.vairagiya.title'),
  missionMillionaire: placeholderRoute('programmes.missionMillionaire.title'),
  personalMentor: placeholderRoute('programmes.personalMentor.title'),
  dreamToDesire: placeholderRoute('programmes.dreamToDesire.title'),
  terms: placeholderRoute('legal.terms.title'),
  privacy: placeholderRoute('legal.privacy.title'),
  refund: placeholderRoute('legal.refund.title'),
  disclaimer: placeholderRoute('legal.disclaimer.title'),
} satisfies Record<string, ComponentType>;
