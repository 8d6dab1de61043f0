import { useFieldArray } from 'react-hook-form';
import {
  SettingsField,
  SettingsSection,
  useSettingsForm,
} from '@/features/admin-settings/components/settings-field';

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none';

/** The weekly roadshow: when it starts, how many weeks, its times, and each session's speaker and recording. */
export function RoadshowSection() {
  const { control } = useSettingsForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'roadshow.sessions' });

  return (
    <SettingsSection title="Roadshow">
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField name="roadshow.startDate" label="Start date" type="date" required />
        <SettingsField name="roadshow.weeks" label="Weeks" type="number" required />
        <SettingsField
          name="roadshow.startTime"
          label="Start time"
          type="time"
          required
          hint="24-hour, HH:MM"
        />
        <SettingsField name="roadshow.endTime" label="End time" type="time" required hint="24-hour, HH:MM" />
      </div>
      <h3 className="font-semibold">Sessions</h3>
      <ul className="grid gap-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[6rem_1fr_1fr_auto] sm:items-end"
          >
            <SettingsField name={`roadshow.sessions.${index}.week`} label="Week" type="number" required />
            <SettingsField name={`roadshow.sessions.${index}.speaker`} label="Speaker" />
            <SettingsField
              name={`roadshow.sessions.${index}.recordingUrl`}
              label="Recording link"
              type="url"
            />
            <button type="button" className={buttonClass} onClick={() => remove(index)}>
              Remove session {index + 1}
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
          Add session
        </button>
      </div>
    </SettingsSection>
  );
}
