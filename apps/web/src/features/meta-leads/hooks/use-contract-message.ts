import { useTranslation } from 'react-i18next';
import { contractMessageKey } from '@/features/meta-leads/lib/lead-format';

type ContractMessage = {
  (message: string): string;
  (message: string | undefined): string | undefined;
};

/** Shows a message the contracts word in English in the screen's language (other text passes unchanged). */
export function useContractMessage(): ContractMessage {
  const { t } = useTranslation();
  return ((message: string | undefined) => {
    const key = message ? contractMessageKey(message) : undefined;
    return key ? t(key) : message;
  }) as ContractMessage;
}
