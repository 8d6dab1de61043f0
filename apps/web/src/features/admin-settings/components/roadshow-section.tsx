import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SettingsField,
  SettingsSection,
  useSettingsForm,
} from '@/features/admin-settings/components/settings-field';

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none';

/** The weekly roadshow: when it starts, how many weeks, its times, and each session's speaker and recording. */
export function RoadshowSection() {
  const { t } = useTranslation();
  const { control } = useSettingsForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'roadshow.sessions' });

  return (
    <SettingsSection title={t('adminSettings.roadshow.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField
          name="roadshow.startDate"
          label={t('adminSettings.roadshow.startDate')}
          type="date"
          required
        />
        <SettingsField
          name="roadshow.weeks"
          label={t('adminSettings.roadshow.weeks')}
          type="number"
          required
        />
        <SettingsField
          name="roadshow.startTime"
          label={t('adminSettings.event.startTime')}
          type="time"
          required
          hint={t('adminSettings.event.timeHint')}
        />
        <SettingsField
          name="roadshow.endTime"
          label={t('adminSettings.event.endTime')}
          type="time"
          required
          hint={t('adminSettings.event.timeHint')}
        />
      </div>
      <h3 className="font-semibold">{t('adminSettings.roadshow.sessions')}</h3>
      <ul className="grid gap-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[6rem_1fr_1fr_auto] sm:items-end"
          >
            <SettingsField
              name={`roadshow.sessions.${index}.week`}
              label={t('adminSettings.roadshow.week')}
              type="number"
              required
            />
            <SettingsField
              name={`roadshow.sessions.${index}.speaker`}
              label={t('adminSettings.roadshow.speaker')}
            />
            <SettingsField
              name={`roadshow.sessions.${index}.recordingUrl`}
              label={t('adminSettings.roadshow.recording')}
              type="url"
            />
            <button type="button" className={buttonClass} onClick={() => remove(index)}>
              {t('adminSettings.roadshow.remove', { number: index + 1 })}
            </button>
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          className={buttonClass}
          onClick={() => append({ week: fields.length + 1, speaker: '', recordingUrl: '' })}
        >
          {t('adminSettings.roadshow.add')}
        </button>
      </div>
    </SettingsSection>
  );
}
