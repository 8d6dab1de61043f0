import { PITCH_MAX_TEAM_MEMBERS, type PitchApplicationFormValues } from '@eventdesk/contracts/pitch';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PitchTextInput } from '@/features/pitch/components/pitch-fields';
import { FormSection } from '@/features/pitch/components/pitch-sections';

const emptyMember = { name: '', role: '', experience: '' };

/** Up to 3 team members; the add button stops at the limit and says why. */
export function TeamSection() {
  const { t } = useTranslation();
  const {
    control,
    formState: { errors },
  } = useFormContext<PitchApplicationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'teamMembers' });
  const atLimit = fields.length >= PITCH_MAX_TEAM_MEMBERS;
  // The array's own message (more than 3) can only come from the server: the button never allows it here.
  const listError = (get(errors, 'teamMembers') as { message?: string } | undefined)?.message;

  return (
    <FormSection id="pitch-team" title={t('pitch.team.title')}>
      <p className="text-sm text-slate-600">{t('pitch.team.intro')}</p>
      {fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="grid gap-3 rounded-lg border border-slate-200 p-3"
          data-testid="team-member"
        >
          <legend className="px-1 text-sm font-semibold text-slate-800">
            {t('pitch.team.member', { number: index + 1 })}
          </legend>
          <PitchTextInput
            name={`teamMembers.${index}.name`}
            label={t('pitch.team.name')}
            autoComplete="off"
          />
          <PitchTextInput
            name={`teamMembers.${index}.role`}
            label={t('pitch.team.role')}
            autoComplete="off"
          />
          <PitchTextInput
            name={`teamMembers.${index}.experience`}
            label={t('pitch.team.experience')}
            placeholder={t('pitch.team.experiencePlaceholder')}
            autoComplete="off"
          />
          <button
            type="button"
            onClick={() => remove(index)}
            className="justify-self-start rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            {t('pitch.team.remove', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      <div>
        <button
          type="button"
          onClick={() => append(emptyMember)}
          disabled={atLimit}
          aria-describedby={atLimit ? 'pitch-team-max' : undefined}
          className="rounded-lg border border-amber-700 px-4 py-2 text-sm font-semibold text-amber-800 hover:bg-amber-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-transparent"
        >
          {t('pitch.team.add')}
        </button>
        {atLimit || listError ? (
          <p id="pitch-team-max" role="status" className="mt-2 text-sm font-medium text-amber-900">
            {listError && !listError.startsWith('validation.') ? listError : t('pitch.team.max')}
          </p>
        ) : null}
      </div>
    </FormSection>
  );
}
