import { paths } from '@/config/paths';

export type NavItem = { labelKey: string; to: string; end?: boolean };

/** The footer's contact block, on every page. */
export const SITE_CONTACT_ID = 'site-contact';

const home = paths.home.getHref();

/**
 * Header order (spec: Home, About, Programs, Events, Contact). About, the programme grid and Contact are sections
 * of the organisation's home page (/home); the site name links to the event page (/).
 */
export const navBeforeProgrammes: NavItem[] = [
  { labelKey: 'layout.header.home', to: home, end: true },
  { labelKey: 'layout.header.about', to: `${home}#about` },
];

export const navAfterProgrammes: NavItem[] = [
  { labelKey: 'layout.header.events', to: paths.events.getHref() },
  { labelKey: 'layout.header.weeklyEvents', to: paths.weeklyEvents.getHref() },
  { labelKey: 'layout.header.contact', to: `${home}#contact` },
];

/** Links to a section (`#…`) never mark themselves as the current page. */
export const isSectionLink = (item: NavItem) => item.to.includes('#');

export const programmeNav: NavItem[] = [
  { labelKey: 'layout.header.allProgrammes', to: `${home}#programs` },
  { labelKey: 'programmes.miracle.title', to: paths.programmes.miracle.getHref() },
  { labelKey: 'programmes.vairagiya.title', to: paths.programmes.vairagiya.getHref() },
  { labelKey: 'programmes.missionMillionaire.title', to: paths.programmes.missionMillionaire.getHref() },
  { labelKey: 'programmes.personalMentor.title', to: paths.programmes.personalMentor.getHref() },
  { labelKey: 'programmes.dreamToDesire.title', to: paths.programmes.dreamToDesire.getHref() },
];

export const legalNav: NavItem[] = [
  { labelKey: 'legal.terms.title', to: paths.legal.terms.getHref() },
  { labelKey: 'legal.privacy.title', to: paths.legal.privacy.getHref() },
  { labelKey: 'legal.refund.title', to: paths.legal.refund.getHref() },
  { labelKey: 'legal.disclaimer.title', to: paths.legal.disclaimer.getHref() },
];
