import type { ComponentType } from 'react';
import {
  DisclaimerRoute,
  PrivacyRoute,
  RefundRoute,
  TermsRoute,
} from '@/features/content/routes/legal-routes';
import {
  DreamToDesireRoute,
  MiracleRoute,
  MissionMillionaireRoute,
  PersonalMentorRoute,
  VairagiyaRoute,
} from '@/features/content/routes/programme-routes';

/** Programme and legal pages: static text, rarely visited, so they load apart from the visitor journey. */
export const programmeArea = {
  miracle: MiracleRoute,
  vairagiya: VairagiyaRoute,
  missionMillionaire: MissionMillionaireRoute,
  personalMentor: PersonalMentorRoute,
  dreamToDesire: DreamToDesireRoute,
  terms: TermsRoute,
  privacy: PrivacyRoute,
  refund: RefundRoute,
  disclaimer: DisclaimerRoute,
} satisfies Record<string, ComponentType>;
