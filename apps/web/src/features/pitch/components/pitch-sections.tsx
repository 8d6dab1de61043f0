import {
  customerStates,
  founderCounts,
  PITCH_TEXT_MINIMUMS,
  pitchCategories,
  startupAges,
  turnoverRanges,
} from '@eventdesk/contracts/pitch';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PitchSelect, PitchTextArea, PitchTextInput } from '@/features/pitch/components/pitch-fields';
import {
  categoryLabelKeys,
  customerStateLabelKeys,
  founderCountLabelKeys,
  startupAgeLabelKeys,
  turnoverLabelKeys,
} from '@/features/pitch/pitch-option-labels';

export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}

export function BasicInformationSection() {
  const { t } = useTranslation();
  return (
    <FormSection id="pitch-basic" title={t('pitch.basic.title')}>
      <PitchTextInput name="startupName" label={t('pitch.basic.startupName')} autoComplete="organization" />
      <PitchTextInput name="founderName" label={t('pitch.basic.founderName')} autoComplete="name" />
      <PitchTextInput
        name="email"
        label={t('pitch.basic.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <PitchTextInput
        name="phone"
        label={t('pitch.basic.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('pitch.basic.phonePlaceholder')}
      />
    </FormSection>
  );
}

export function StartupDetailsSection() {
  const { t } = useTranslation();
  return (
    <FormSection id="pitch-startup" title={t('pitch.startup.title')}>
      <PitchSelect
        name="businessCategory"
        label={t('pitch.startup.category')}
        options={pitchCategories}
        labelKeys={categoryLabelKeys}
      />
      <PitchSelect
        name="startupAge"
        label={t('pitch.startup.age')}
        options={startupAges}
        labelKeys={startupAgeLabelKeys}
      />
      <PitchSelect
        name="totalFounders"
        label={t('pitch.startup.founders')}
        options={founderCounts}
        labelKeys={founderCountLabelKeys}
      />
    </FormSection>
  );
}

export function BusinessInformationSection() {
  const { t } = useTranslation();
  return (
    <FormSection id="pitch-business" title={t('pitch.business.title')}>
      <PitchSelect
        name="hasCustomers"
        label={t('pitch.business.hasCustomers')}
        options={customerStates}
        labelKeys={customerStateLabelKeys}
      />
      <PitchSelect
        name="turnover"
        label={t('pitch.business.turnover')}
        options={turnoverRanges}
        labelKeys={turnoverLabelKeys}
      />
      <PitchTextInput
        name="fundingAmount"
        label={t('pitch.business.funding')}
        placeholder={t('pitch.business.fundingPlaceholder')}
      />
    </FormSection>
  );
}

export function PitchDetailsSection() {
  const { t } = useTranslation();
  return (
    <FormSection id="pitch-details" title={t('pitch.details.title')}>
      <PitchTextArea
        name="pitchDescription"
        label={t('pitch.details.description')}
        min={PITCH_TEXT_MINIMUMS.pitchDescription}
        rows={6}
      />
      <PitchTextArea
        name="problemSolving"
        label={t('pitch.details.problem')}
        min={PITCH_TEXT_MINIMUMS.problemSolving}
      />
      <PitchTextArea
        name="targetMarket"
        label={t('pitch.details.market')}
        min={PITCH_TEXT_MINIMUMS.targetMarket}
        rows={4}
      />
    </FormSection>
  );
}
