import { zodResolver } from '@hookform/resolvers/zod';
import { eventSettings, type EventSettings, type EventSettingsInput } from '@eventdesk/contracts/settings';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/ui/submit-button';
import { ContactSection } from '@/features/admin-settings/components/contact-section';
import { CouponsSection } from '@/features/admin-settings/components/coupons-section';
import { EventSection } from '@/features/admin-settings/components/event-section';
import { PackagesSection } from '@/features/admin-settings/components/packages-section';
import { PaymentSection } from '@/features/admin-settings/components/payment-section';
import { RemindersSection } from '@/features/admin-settings/components/reminders-section';
import { RoadshowSection } from '@/features/admin-settings/components/roadshow-section';
import type { SettingsPath } from '@/features/admin-settings/components/settings-field';

export type FieldProblem = { path: string; message: string };

type SettingsFormProps = {
  defaultValues: EventSettings;
  /** Resolves with the server's per-field problems (400), or nothing when saved. */
  onSubmit: (values: EventSettings) => Promise<FieldProblem[] | undefined>;
};

/** Every event setting, validated with the contracts schema before it is sent; the server checks it again. */
export function SettingsForm({ defaultValues, onSubmit }: SettingsFormProps) {
  const { t } = useTranslation();
  const form = useForm<EventSettingsInput, unknown, EventSettings>({
    resolver: zodResolver(eventSettings),
    defaultValues,
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting, errors, submitCount },
  } = form;
  const hasErrors = Object.keys(errors).length > 0;

  const submit = async (values: EventSettings) => {
    const problems = await onSubmit(values);
    for (const problem of problems ?? []) {
      setError(problem.path as SettingsPath, { type: 'server', message: problem.message });
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-6">
        <EventSection />
        <PackagesSection />
        <CouponsSection />
        <RoadshowSection />
        <PaymentSection />
        <ContactSection />
        <RemindersSection />
        <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 py-3">
          <SubmitButton pending={isSubmitting} pendingLabel={t('adminSettings.form.saving')} variant="staff">
            {t('adminSettings.form.save')}
          </SubmitButton>
          {hasErrors && submitCount > 0 ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {t('adminSettings.form.problems')}
            </p>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
