import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/layouts/page-shell';
import { useToast } from '@/components/ui/toast';
import { useSendContactMessage } from '@/features/home/api/send-contact-message';
import { HomeAbout } from '@/features/home/components/home-about';
import { HomeContactForm, type ContactFormOutput } from '@/features/home/components/home-contact-form';
import { HomeEvents } from '@/features/home/components/home-events';
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeProgrammes } from '@/features/home/components/home-programmes';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** `/home`: the organisation's home page (spec §2 "home variant"); the header and footer come from the shell. */
export function HomeRoute() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);

  const submit = async (values: ContactFormOutput): Promise<boolean> => {
    try {
      await send.mutateAsync({ ...values, language: currentLanguage() });
      setSent(true);
      toast({ title: t('home.contact.sentTitle'), description: t('home.contact.sentBody') });
      return true;
    } catch (error) {
      const message = error instanceof ApiError ? error.body?.message : undefined;
      toast({
        variant: 'destructive',
        title: t('home.contact.failedTitle'),
        description: message ?? t('home.contact.failedBody'),
      });
      return false;
    }
  };

  return (
    <PageShell title={t('home.hero.title')}>
      <HomeHero />
      <HomeAbout />
      <HomeProgrammes />
      <HomeEvents />
      <section id="contact" aria-labelledby="home-contact-title" className="scroll-mt-4 bg-slate-50">
        <div className="mx-auto max-w-2xl px-4 py-10">
          <h2 id="home-contact-title" className="text-2xl font-bold text-slate-900">
            {t('home.contact.title')}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{t('home.contact.intro')}</p>
          {sent ? (
            <p
              role="status"
              className="mb-4 rounded-lg bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
              data-testid="contact-sent"
            >
              {t('home.contact.sentBody')}
            </p>
          ) : null}
          <HomeContactForm onSubmit={submit} />
        </div>
      </section>
    </PageShell>
  );
}
