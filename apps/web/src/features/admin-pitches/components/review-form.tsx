import { zodResolver } from '@hookform/resolvers/zod';
import {
  pitchStatuses,
  reviewPitchBody,
  type ReviewPitchBody,
  type ReviewPitchInput,
} from '@eventdesk/contracts/pitch';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';

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
      <SelectField
        id="review-status"
        label={t('adminPitches.review.status')}
        required
        error={errors.status?.message}
        {...register('status')}
      >
        {pitchStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`adminPitches.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="review-notes"
        label={t('adminPitches.review.notes')}
        error={errors.notes?.message}
        rows={3}
        {...register('notes')}
      />
      <TextAreaField
        id="review-message"
        label={t('adminPitches.review.message')}
        error={errors.applicantMessage?.message}
        hint={t('adminPitches.review.emailHint')}
        rows={3}
        {...register('applicantMessage')}
      />
      <SubmitButton
        pending={isSubmitting}
        pendingLabel={t('adminPitches.review.saving')}
        className="sm:justify-self-start"
      >
        {t('adminPitches.review.save')}
      </SubmitButton>
    </form>
  );
}
