import type { manualPaymentUpdateBody } from '@eventdesk/contracts/payment';
import type {
  AdminRegistrationBody,
  AdminRegistrationCreated,
  AdminRegistrationRow,
  MessageQueuedResponse,
  MessageResponse,
  SetPaymentStatusBody,
} from '@eventdesk/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRegistrationKeys } from '@/features/admin-registrations/api/registration-keys';
import { api } from '@/lib/api-client';

export function createRegistration(body: AdminRegistrationBody): Promise<AdminRegistrationCreated> {
  return api.post<AdminRegistrationCreated>('/admin/registrations', body);
}

/** The optional receipt of an admin-created registration (multipart `image`). */
export function uploadRegistrationProof(id: number, image: File): Promise<unknown> {
  const form = new FormData();
  form.set('image', image);
  return api.post(`/admin/registrations/${id}/proof`, form);
}

export function updateRegistration(id: number, body: AdminRegistrationBody): Promise<AdminRegistrationRow> {
  return api.put<AdminRegistrationRow>(`/admin/registrations/${id}`, body);
}

/** Spec §7's manual payment update: staff mark the payment received. */
export function manualPaymentUpdate(
  id: number,
  body: z.input<typeof manualPaymentUpdateBody>,
): Promise<unknown> {
  return api.post(`/admin/manual_update/payment/${id}`, body);
}

export function deleteRegistration(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/admin/registrations/${id}`);
}

export function setPaymentStatus(id: number, body: SetPaymentStatusBody): Promise<unknown> {
  return api.patch(`/admin/registrations/${id}/payment-status`, body);
}

export function sendConfirmationEmail(id: number): Promise<MessageQueuedResponse> {
  return api.post<MessageQueuedResponse>(`/admin/send-email/${id}`);
}

export function sendWhatsappReminder(id: number): Promise<MessageQueuedResponse> {
  return api.post<MessageQueuedResponse>(`/admin/send-whatsapp/${id}`);
}

/** A mutation whose success changes what the lists show. */
export function useListChangingMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRegistrationKeys.all }),
  });
}

export const useDeleteRegistration = () => useListChangingMutation(deleteRegistration);

export const useSetPaymentStatus = () =>
  useListChangingMutation(({ id, body }: { id: number; body: SetPaymentStatusBody }) =>
    setPaymentStatus(id, body),
  );

export const useSendConfirmationEmail = () => useMutation({ mutationFn: sendConfirmationEmail });

export const useSendWhatsappReminder = () => useMutation({ mutationFn: sendWhatsappReminder });
