import type { PitchApplicationForm } from '@eventdesk/contracts/pitch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/layouts/page-shell';
import { useToast } from '@/components/ui/toast';
import { useSubmitPitch } from '@/features/pitch/api/submit-pitch';
import { PitchForm, type SubmitOutcome } from '@/features/pitch/components/pitch-form';
import { ApiError } from '@/lib/api-client';
import { DeferredHydration } from '@/lib/deferred-hydration';
import { currentLanguage } from '@/lib/i18n';

/** Statuses whose message is about the document, shown under the file input. */
const FILE_STATUSES = new Set([413, 415]);

export function PitchRoute() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const submitPitch = useSubmitPitch();
  // A new key remounts the form: every field, the team list and the file input start empty again.
  const [formKey, setFormKey] = useState(0);
  const [submitted, setSubmitted] = useState(false);

  const handleSubmit = async (values: PitchApplicationForm, file: File | null): Promise<SubmitOutcome> => {
    setSubmitted(false);
    try {
      await submitPitch.mutateAsync({ values, file, language: currentLanguage() });
    } catch (error) {
      const body = error instanceof ApiError ? error.body : undefined;
      toast({
        variant: 'destructive',
        title: t('pitch.submit.errorTitle'),
        description:
          body?.message ??
          (error instanceof ApiError ? t('pitch.submit.defaultError') : t('pitch.submit.failed')),
      });
      const status = error instanceof ApiError ? error.status : 0;
      return {
        ok: false,
        fieldErrors: body?.errors,
        fileError: FILE_STATUSES.has(status) ? body?.message : undefined,
      };
    }
    toast({ title: t('pitch.submit.success'), description: t('pitch.submit.successBody') });
    setSubmitted(true);
    setFormKey((key) => key + 1);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return { ok: true };
  };

  return (
    <PageShell title={t('pitch.page.title')}>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{t('pitch.page.title')}</h1>
        <p className="mt-3 text-slate-700">{t('pitch.page.intro')}</p>
        {submitted ? (
          <div
            role="status"
            data-testid="pitch-success"
            className="mt-6 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900"
          >
            <p className="font-bold">{t('pitch.submit.success')}</p>
            <p className="mt-1 text-sm">{t('pitch.submit.successBody')}</p>
          </div>
        ) : null}
        {/* The success note goes once the visitor starts on another application. */}
        <div className="mt-6" onChangeCapture={() => setSubmitted(false)}>
          {/* After the page around it: react-hook-form's mount renders again at once (lib/deferred-hydration). */}
          <DeferredHydration>
            <PitchForm key={formKey} onSubmit={handleSubmit} />
          </DeferredHydration>
        </div>
      </div>
    </PageShell>
  );
}
