import { paths } from '@/config/paths';

export type NavItem = { labelKey: string; to: string; end?: boolean };

/** The footer's contact block, on every page. */
export const SITE_CONTACT_ID = 'site-contact';

const home = paths.home.getHref();

/** The home page's contact form (its section is #contact). */
export const CONTACT_FORM_HREF = `${home}#contact`;

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
  { labelKey: 'layout.header.contact', to: CONTACT_FORM_HREF },
];

/** Links to a section (`#…`) never mark themselves as the current page. */
export const isSectionLink = (item: NavItem) => item.to.includes('#');

export const programmeNav: NavItem[] = [
  { labelKey: 'layout.header.allProgrammes', to: `${home}#programs` },
  { labelKey: 'layout.programmes.miracle', to: paths.programmes.miracle.getHref() },
  { labelKey: 'layout.programmes.vairagiya', to: paths.programmes.vairagiya.getHref() },
  { labelKey: 'layout.programmes.missionMillionaire', to: paths.programmes.missionMillionaire.getHref() },
  { labelKey: 'layout.programmes.personalMentor', to: paths.programmes.personalMentor.getHref() },
  { labelKey: 'layout.programmes.dreamToDesire', to: paths.programmes.dreamToDesire.getHref() },
];

export const legalNav: NavItem[] = [
  { labelKey: 'layout.legalPages.terms', to: paths.legal.terms.getHref() },
  { labelKey: 'layout.legalPages.privacy', to: paths.legal.privacy.getHref() },
  { labelKey: 'layout.legalPages.refund', to: paths.legal.refund.getHref() },
  { labelKey: 'layout.legalPages.disclaimer', to: paths.legal.disclaimer.getHref() },
];
