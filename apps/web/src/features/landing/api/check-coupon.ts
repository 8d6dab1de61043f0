import { useMutation } from '@tanstack/react-query';
import type { CouponCheckBody, CouponCheckResponse } from '@eventdesk/contracts/registration';
import { api } from '@/lib/api-client';

export function checkCoupon(body: CouponCheckBody): Promise<CouponCheckResponse> {
  return api.post<CouponCheckResponse>('/coupons/check', body);
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
