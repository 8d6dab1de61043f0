import { ProgrammePage } from '@/features/content/components/programme-page';

export const MiracleRoute = () => <ProgrammePage id="miracle" />;
export const VairagiyaRoute = () => <ProgrammePage id="vairagiya" />;
export const MissionMillionaireRoute = () => <ProgrammePage id="missionMillionaire" />;
export const PersonalMentorRoute = () => <ProgrammePage id="personalMentor" />;
export const DreamToDesireRoute = () => <ProgrammePage id="dreamToDesire" />;
