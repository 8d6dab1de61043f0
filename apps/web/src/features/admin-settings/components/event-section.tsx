import { SettingsField, SettingsSection } from '@/features/admin-settings/components/settings-field';
import { SettingsInstantField } from '@/features/admin-settings/components/settings-instant-field';

export function EventSection() {
  return (
    <SettingsSection title="Event">
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField name="event.name.en" label="Event name (English)" required />
        <SettingsField name="event.name.ta" label="Event name (Tamil)" lang="ta" required />
        <SettingsField name="event.date" label="Event date" type="date" required />
        <SettingsField name="event.expectedAttendees" label="Expected attendees" type="number" required />
        <SettingsField name="event.startTime" label="Start time" type="time" required hint="24-hour, HH:MM" />
        <SettingsField name="event.endTime" label="End time" type="time" required hint="24-hour, HH:MM" />
        <SettingsField name="event.venue.en" label="Venue (English)" required />
        <SettingsField name="event.venue.ta" label="Venue (Tamil)" lang="ta" required />
        <SettingsInstantField
          name="event.salesEndAt"
          label="Sales end (IST)"
          hint="Empty: registrations close when the event day is over"
        />
        <SettingsInstantField
          name="event.earlyBirdEndsAt"
          label="Early-bird notice ends (IST)"
          hint="Empty: shown while sales are open"
        />
      </div>
    </SettingsSection>
  );
}
