import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QrCodeResponse } from '@eventdesk/contracts/attendance';
import { registrationKeys } from '@/features/registrations/api/registration-keys';
import { api } from '@/lib/api-client';

export function getQrCode(ref: string): Promise<QrCodeResponse> {
  return api.get<QrCodeResponse>(`/registrations/${encodeURIComponent(ref)}/qrcode`);
}

export const qrCodeQueryOptions = (ref: string) =>
  queryOptions({ queryKey: registrationKeys.qrCode(ref), queryFn: () => getQrCode(ref) });

/** Asked only once the registration is known to exist. */
export function useQrCode(ref: string, enabled: boolean) {
  return useQuery({ ...qrCodeQueryOptions(ref), enabled });
}
