import { zodResolver } from '@hookform/resolvers/zod';
import {
  pitchApplicationForm,
  type PitchApplicationForm,
  type PitchApplicationFormValues,
} from '@eventdesk/contracts/pitch';
import { useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/ui/submit-button';
import { DocumentUpload } from '@/features/pitch/components/document-upload';
import {
  BasicInformationSection,
  BusinessInformationSection,
  PitchDetailsSection,
  StartupDetailsSection,
} from '@/features/pitch/components/pitch-sections';
import { TeamSection } from '@/features/pitch/components/team-section';

export type SubmitOutcome =
  { ok: true } | { ok: false; fieldErrors?: Array<{ path: string; message: string }>; fileError?: string };

type PitchFormProps = {
  onSubmit: (values: PitchApplicationForm, file: File | null) => Promise<SubmitOutcome>;
  defaultValues?: Partial<PitchApplicationFormValues>;
};

export const emptyPitchForm: PitchApplicationFormValues = {
  startupName: '',
  founderName: '',
  email: '',
  phone: '',
  businessCategory: '' as PitchApplicationFormValues['businessCategory'],
  startupAge: '' as PitchApplicationFormValues['startupAge'],
  totalFounders: '' as PitchApplicationFormValues['totalFounders'],
  teamMembers: [],
  hasCustomers: '' as PitchApplicationFormValues['hasCustomers'],
  turnover: '' as PitchApplicationFormValues['turnover'],
  pitchDescription: '',
  problemSolving: '',
  targetMarket: '',
  fundingAmount: '',
};

/** The pitch application (spec public §2/§3/§5), validated with the same contract schema as the server. */
export function PitchForm({ onSubmit, defaultValues }: PitchFormProps) {
  const { t } = useTranslation();
  const form = useForm<PitchApplicationFormValues, unknown, PitchApplicationForm>({
    resolver: zodResolver(pitchApplicationForm),
    defaultValues: { ...emptyPitchForm, ...defaultValues },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const submitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    const outcome = await onSubmit(values, file);
    if (outcome.ok) {
      return;
    }
    for (const { path, message } of outcome.fieldErrors ?? []) {
      form.setError(path as FieldPath<PitchApplicationFormValues>, { type: 'server', message });
    }
    if (outcome.fileError) {
      setFileError(outcome.fileError);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6" aria-busy={submitting}>
        <p className="text-sm text-slate-600">{t('pitch.page.required')}</p>
        <BasicInformationSection />
        <StartupDetailsSection />
        <TeamSection />
        <BusinessInformationSection />
        <PitchDetailsSection />
        <DocumentUpload file={file} onChange={setFile} error={fileError} onError={setFileError} />
        <SubmitButton
          pending={submitting}
          pendingLabel={t('pitch.submit.submitting')}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {t('pitch.submit.button')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
