import { useTranslation } from 'react-i18next';
import { SettingsField, SettingsSection } from '@/features/admin-settings/components/settings-field';
import { SettingsInstantField } from '@/features/admin-settings/components/settings-instant-field';

export function EventSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('adminSettings.event.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField name="event.name.en" label={t('adminSettings.event.nameEn')} required />
        <SettingsField name="event.name.ta" label={t('adminSettings.event.nameTa')} lang="ta" required />
        <SettingsField name="event.date" label={t('adminSettings.event.date')} type="date" required />
        <SettingsField
          name="event.expectedAttendees"
          label={t('adminSettings.event.attendees')}
          type="number"
          required
        />
        <SettingsField
          name="event.startTime"
          label={t('adminSettings.event.startTime')}
          type="time"
          required
          hint={t('adminSettings.event.timeHint')}
        />
        <SettingsField
          name="event.endTime"
          label={t('adminSettings.event.endTime')}
          type="time"
          required
          hint={t('adminSettings.event.timeHint')}
        />
        <SettingsField name="event.venue.en" label={t('adminSettings.event.venueEn')} required />
        <SettingsField name="event.venue.ta" label={t('adminSettings.event.venueTa')} lang="ta" required />
        <SettingsInstantField
          name="event.salesEndAt"
          label={t('adminSettings.event.salesEnd')}
          hint={t('adminSettings.event.salesEndHint')}
        />
        <SettingsInstantField
          name="event.earlyBirdEndsAt"
          label={t('adminSettings.event.earlyBirdEnd')}
          hint={t('adminSettings.event.earlyBirdEndHint')}
        />
      </div>
    </SettingsSection>
  );
}
