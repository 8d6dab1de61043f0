import { unsetSettings, type EventSettings, type UnsetSettingKey } from '@eventdesk/contracts/settings';
import { setTestimonialVideos } from '@/config/testimonial-videos';

/** What visitors miss while each is unset (staff screens are English only). */
const consequences: Record<UnsetSettingKey | 'videos', string> = {
  bankDetails: 'bank details (account number and IFSC)',
  upiId: 'UPI id',
  contactEmail: 'contact e-mail',
  videos: 'testimonial videos',
};

type UnsetSettingsWarningProps = { settings: EventSettings; videosSet?: boolean };

/**
 * The values still unset in the saved settings. Visitors never see an unset value (no bank/UPI choice without bank
 * details or a UPI id, no e-mail link, no video), so staff are told here what the public pages leave out.
 */
export function UnsetSettingsWarning({
  settings,
  videosSet = setTestimonialVideos().length > 0,
}: UnsetSettingsWarningProps) {
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
      <p className="font-semibold">Not set yet: {unset.map((key) => consequences[key]).join(', ')}.</p>
      <p className="mt-1 text-sm">
        Visitors do not see what is unset.
        {bankClosed ? ' Until bank details or a UPI id are set, visitors can pay by card only.' : ''}
      </p>
    </div>
  );
}
