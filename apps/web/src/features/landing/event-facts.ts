// Seed values from the spec; they become staff-editable event settings later (DESIGN "Decisions").
// Times carry the IST offset so every visitor sees Coimbatore time, whatever their own time zone.
export const eventFacts = {
  startsAt: new Date('2025-10-25T09:00:00+05:30'),
  endsAt: new Date('2025-10-25T18:00:00+05:30'),
  timeZone: 'Asia/Kolkata',
} as const;
