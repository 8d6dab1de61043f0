import { zodResolver } from '@hookform/resolvers/zod';
import {
  pitchStatuses,
  reviewPitchBody,
  type ReviewPitchBody,
  type ReviewPitchInput,
} from '@eventdesk/contracts/pitch';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, inputClass } from '@/components/ui/form-field';

type ReviewFormProps = {
  onSubmit: (values: ReviewPitchBody) => Promise<void>;
  defaultValues: ReviewPitchInput;
};

/** Status, staff notes and an optional message that goes into the applicant's decision e-mail. */
export function ReviewForm({ onSubmit, defaultValues }: ReviewFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReviewPitchInput, unknown, ReviewPitchBody>({
    resolver: zodResolver(reviewPitchBody),
    defaultValues,
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4">
      <FormField
        id="review-status"
        label={t('adminPitches.review.status')}
        required
        error={errors.status?.message}
      >
        <select id="review-status" className={inputClass} {...register('status')}>
          {pitchStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`adminPitches.status.${status}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="review-notes" label={t('adminPitches.review.notes')} error={errors.notes?.message}>
        <textarea id="review-notes" rows={3} className={inputClass} {...register('notes')} />
      </FormField>
      <FormField
        id="review-message"
        label={t('adminPitches.review.message')}
        error={errors.applicantMessage?.message}
        hint={t('adminPitches.review.emailHint')}
      >
        <textarea
          id="review-message"
          rows={3}
          aria-describedby="review-message-hint"
          className={inputClass}
          {...register('applicantMessage')}
        />
      </FormField>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-lg bg-amber-700 px-6 py-2.5 font-semibold text-white hover:bg-amber-800 disabled:cursor-wait disabled:opacity-70 sm:justify-self-start"
      >
        {isSubmitting ? t('adminPitches.review.saving') : t('adminPitches.review.save')}
      </button>
    </form>
  );
}
