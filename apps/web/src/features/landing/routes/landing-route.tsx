import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/layouts/page-shell';
import { LandingBenefits } from '@/features/landing/components/landing-benefits';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { LandingRegister } from '@/features/landing/components/landing-register';

export function LandingRoute() {
  const { t } = useTranslation();

  return (
    <PageShell title={t('landing.hero.title')}>
      <LandingHero />
      <LandingBenefits />
      <LandingRegister />
    </PageShell>
  );
}
