import type { ContactProgramme } from '@eventdesk/contracts/registration';
import { paths } from '@/config/paths';

/** The five programme pages (spec §1), with the duration printed on each. */
export const homeProgrammes: Array<{
  id: ContactProgramme;
  titleKey: string;
  textKey: string;
  durationKey: string;
  href: string;
}> = [
  {
    id: 'miracle',
    titleKey: 'layout.programmes.miracle',
    textKey: 'home.programmes.miracleText',
    durationKey: 'home.programmes.miracleDuration',
    href: paths.programmes.miracle.getHref(),
  },
  {
    id: 'vairagiya',
    titleKey: 'layout.programmes.vairagiya',
    textKey: 'home.programmes.vairagiyaText',
    durationKey: 'home.programmes.vairagiyaDuration',
    href: paths.programmes.vairagiya.getHref(),
  },
  {
    id: 'mission_millionaire',
    titleKey: 'layout.programmes.missionMillionaire',
    textKey: 'home.programmes.missionMillionaireText',
    durationKey: 'home.programmes.missionMillionaireDuration',
    href: paths.programmes.missionMillionaire.getHref(),
  },
  {
    id: 'personal_mentor',
    titleKey: 'layout.programmes.personalMentor',
    textKey: 'home.programmes.personalMentorText',
    durationKey: 'home.programmes.personalMentorDuration',
    href: paths.programmes.personalMentor.getHref(),
  },
  {
    id: 'dream_to_desire',
    titleKey: 'layout.programmes.dreamToDesire',
    textKey: 'home.programmes.dreamToDesireText',
    durationKey: 'home.programmes.dreamToDesireDuration',
    href: paths.programmes.dreamToDesire.getHref(),
  },
];
