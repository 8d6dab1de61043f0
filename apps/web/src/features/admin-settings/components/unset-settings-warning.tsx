import { unsetSettings, type EventSettings, type UnsetSettingKey } from '@eventdesk/contracts/settings';
import { useTranslation } from 'react-i18next';
import { setTestimonialVideos } from '@/config/testimonial-videos';

/** The catalog keys of what visitors miss while each is unset. */
const consequences: Record<UnsetSettingKey | 'videos', string> = {
  bankDetails: 'adminSettings.unset.bankDetails',
  upiId: 'adminSettings.unset.upiId',
  contactEmail: 'adminSettings.unset.contactEmail',
  contactPhone: 'adminSettings.unset.contactPhone',
  whatsappNumber: 'adminSettings.unset.whatsappNumber',
  videos: 'adminSettings.unset.videos',
};

type UnsetSettingsWarningProps = { settings: EventSettings; videosSet?: boolean };

/**
 * The values still unset in the saved settings. Visitors never see an unset value (no bank/UPI choice without bank
 * details or a UPI id, no e-mail or phone link, no WhatsApp chat button, no video), so staff are told here what the
 * public pages leave out.
 */
export function UnsetSettingsWarning({
  settings,
  videosSet = setTestimonialVideos().length > 0,
}: UnsetSettingsWarningProps) {
  const { t } = useTranslation();
  const unset: Array<UnsetSettingKey | 'videos'> = [
    ...unsetSettings(settings),
    ...(videosSet ? [] : ['videos' as const]),
  ];
  if (unset.length === 0) {
    return null;
  }
  const bankClosed = unset.includes('bankDetails') && unset.includes('upiId');
  return (
    <div
      role="status"
      data-testid="unset-settings"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
    >
      <p className="font-semibold">
        {t('adminSettings.unset.title', { list: unset.map((key) => t(consequences[key])).join(', ') })}
      </p>
      <p className="mt-1 text-sm">
        {t('adminSettings.unset.hidden')}
        {bankClosed ? ` ${t('adminSettings.unset.cardOnly')}` : ''}
      </p>
    </div>
  );
}
