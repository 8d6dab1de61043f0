import { LegalPage } from '@/features/content/components/legal-page';

export const TermsRoute = () => <LegalPage id="terms" />;
export const PrivacyRoute = () => <LegalPage id="privacy" />;
export const RefundRoute = () => <LegalPage id="refund" />;
export const DisclaimerRoute = () => <LegalPage id="disclaimer" />;
