import { useTranslation } from 'react-i18next';
import type { PublicEventSettings } from '@eventdesk/contracts/settings';

type Social = PublicEventSettings['contact']['social'];

const networks = ['facebook', 'instagram', 'youtube', 'linkedin'] as const;

/** Only the networks staff have set a link for; nothing at all when none is set. */
export function FooterSocial({ social }: { social: Social | undefined }) {
  const { t } = useTranslation();
  const links = networks.flatMap((network) =>
    social?.[network] ? [{ network, href: social[network] }] : [],
  );
  if (links.length === 0) {
    return null;
  }

  return (
    <ul aria-label={t('layout.footer.followLabel')} className="mt-4 flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`social-${link.network}`}
            className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 hover:border-amber-700 hover:text-amber-800"
          >
            {t(`layout.footer.${link.network}`)}
            <span className="sr-only"> {t('layout.footer.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
