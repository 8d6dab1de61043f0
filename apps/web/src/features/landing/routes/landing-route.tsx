import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketPackage } from '@eventdesk/contracts/common';
import { PageShell } from '@/components/layouts/page-shell';
import { useSeats } from '@/features/landing/api/get-seats';
import { FloatingChat } from '@/features/landing/components/floating-chat';
import { LandingAbout } from '@/features/landing/components/landing-about';
import { LandingBenefits } from '@/features/landing/components/landing-benefits';
import { LandingContact } from '@/features/landing/components/landing-contact';
import { LandingFaq } from '@/features/landing/components/landing-faq';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { LandingNav } from '@/features/landing/components/landing-nav';
import { LandingRegister } from '@/features/landing/components/landing-register';
import { LandingTestimonials } from '@/features/landing/components/landing-testimonials';
import { PackageCards } from '@/features/landing/components/package-cards';
import { SalesClosed } from '@/features/landing/components/sales-closed';
import { offersOf, seatsLeftOnSale } from '@/features/landing/packages';
import { usePublicSettings } from '@/lib/public-settings';

// Text-only sections, memoised: the page re-renders as the settings and the seats arrive, and these need not.
const About = memo(LandingAbout);
const Benefits = memo(LandingBenefits);
const Testimonials = memo(LandingTestimonials);
const Faq = memo(LandingFaq);
const Nav = memo(LandingNav);

/** `/` and `/events`: the event page with packages, the registration form, testimonials, contacts and the FAQ. */
export function LandingRoute() {
  const { t } = useTranslation();
  const { data: settings } = usePublicSettings();
  const { data: seats } = useSeats();
  const offers = useMemo(() => offersOf(settings, seats), [settings, seats]);
  const [chosen, setChosen] = useState<{ pkg: TicketPackage; at: number } | null>(null);
  // The package the form holds (chosen on a card or in the form's own list).
  const [selected, setSelected] = useState<TicketPackage | undefined>(undefined);

  return (
    <PageShell title={t('landing.hero.title')}>
      <Nav />
      <LandingHero
        settings={settings}
        seatsLeft={seatsLeftOnSale(offers)}
        earlyBird={offers.some((offer) => offer.earlyBird)}
      />
      <About />
      <Benefits />
      <PackageCards
        offers={offers}
        chosen={selected}
        onChoose={(offer) => {
          setChosen({ pkg: offer.pkg, at: Date.now() });
          document.getElementById('register')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        }}
      />
      {settings?.salesOpen === false ? (
        <SalesClosed />
      ) : (
        <LandingRegister
          offers={offers}
          chosen={chosen}
          quickRegistrationUrl={settings?.contact.quickRegistrationUrl || undefined}
          onPackageSelected={setSelected}
        />
      )}
      <Testimonials />
      <LandingContact contact={settings?.contact} />
      <Faq />
      <FloatingChat contact={settings?.contact} />
    </PageShell>
  );
}
