import type { LoginBody, LoginResponse } from '@eventdesk/contracts/identity';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/admin/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
