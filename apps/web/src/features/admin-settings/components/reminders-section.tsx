import { useTranslation } from 'react-i18next';
import {
  SettingsCheckbox,
  SettingsField,
  SettingsSection,
} from '@/features/admin-settings/components/settings-field';

/**
 * The reminders the notification service sends on its own: to pay before an unpaid hold lapses, and to every
 * paid attendee the day before the event. Each switch is read when a reminder comes due.
 */
export function RemindersSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('adminSettings.reminders.title')}>
      <p className="text-sm text-slate-600">{t('adminSettings.reminders.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-3">
          <SettingsCheckbox name="reminders.holdLapse" label={t('adminSettings.reminders.holdLapse')} />
          <SettingsField
            name="reminders.holdLapseLeadHours"
            label={t('adminSettings.reminders.holdLapseLeadHours')}
            hint={t('adminSettings.reminders.holdLapseHint')}
            type="number"
            required
          />
        </div>
        <div className="grid content-start gap-3">
          <SettingsCheckbox
            name="reminders.eventDayBefore"
            label={t('adminSettings.reminders.eventDayBefore')}
          />
          <SettingsField
            name="reminders.eventDayBeforeTime"
            label={t('adminSettings.reminders.eventDayBeforeTime')}
            hint={t('adminSettings.reminders.eventDayBeforeHint')}
            type="time"
            required
          />
        </div>
      </div>
    </SettingsSection>
  );
}
