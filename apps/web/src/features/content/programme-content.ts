export const programmeIds = [
  'miracle',
  'vairagiya',
  'missionMillionaire',
  'personalMentor',
  'dreamToDesire',
] as const;
export type ProgrammeId = (typeof programmeIds)[number];

type ProgrammeShape = { overview: number; benefits: number; audience: number; note?: boolean };

/** How many numbered texts each programme has in the content catalogs (content.<id>.overview1 ...). */
export const programmeContent: Record<ProgrammeId, ProgrammeShape> = {
  miracle: { overview: 2, benefits: 4, audience: 3 },
  vairagiya: { overview: 2, benefits: 4, audience: 3 },
  missionMillionaire: { overview: 2, benefits: 4, audience: 3, note: true },
  personalMentor: { overview: 2, benefits: 4, audience: 3 },
  dreamToDesire: { overview: 2, benefits: 4, audience: 3 },
};

export const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

/** Every catalog key a programme page reads, so a test can check both languages have them. */
export function programmeKeys(id: ProgrammeId): string[] {
  const shape = programmeContent[id];
  const base = `content.${id}`;
  return [
    `${base}.name`,
    `${base}.tagline`,
    `${base}.duration`,
    `${base}.format`,
    ...numbered(`${base}.overview`, shape.overview),
    ...numbered(`${base}.benefit`, shape.benefits),
    ...numbered(`${base}.audience`, shape.audience),
    ...(shape.note ? [`${base}.note`] : []),
  ];
}
