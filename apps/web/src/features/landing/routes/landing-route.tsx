import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketPackage } from '@eventdesk/contracts/common';
import type { SeatsView } from '@eventdesk/contracts/registration';
import type { PublicEventSettings } from '@eventdesk/contracts/settings';
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
import { DeferredHydration } from '@/lib/deferred-hydration';
import { usePublicSettings } from '@/lib/public-settings';

// Text-only sections, memoised: the page re-renders as the settings and the seats arrive, and these need not.
const About = memo(LandingAbout);
const Benefits = memo(LandingBenefits);
const Testimonials = memo(LandingTestimonials);
const Faq = memo(LandingFaq);
const Nav = memo(LandingNav);

/**
 * `/` and `/events`. The settings and seats arrive after the page has hydrated, and a query's news renders
 * synchronously (useSyncExternalStore): rendered here, each arrival was one uninterruptible render of the whole page
 * and its deferred registration form, 60-150 ms of a slowed phone's main thread (issue 18). This component takes the
 * news; the page below renders it as a deferred value, in a transition that yields to the browser.
 */
export function LandingRoute() {
  const { data: settings } = usePublicSettings();
  const { data: seats } = useSeats();
  return <LandingPage settings={useDeferredValue(settings)} seats={useDeferredValue(seats)} />;
}

/** The event page with packages, the registration form, testimonials, contacts and the FAQ. */
const LandingPage = memo(function LandingPage({
  settings,
  seats,
}: {
  settings: PublicEventSettings | undefined;
  seats: SeatsView | undefined;
}) {
  const { t } = useTranslation();
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
        // Below the fold, and the page's heaviest hydration (react-hook-form): after the rest of the page.
        <DeferredHydration>
          <LandingRegister
            offers={offers}
            chosen={chosen}
            quickRegistrationUrl={settings?.contact.quickRegistrationUrl || undefined}
            onPackageSelected={setSelected}
          />
        </DeferredHydration>
      )}
      <Testimonials />
      <LandingContact contact={settings?.contact} />
      <Faq />
      <FloatingChat contact={settings?.contact} />
    </PageShell>
  );
});
