import type { ErrorCode } from '@eventdesk/contracts/common';
import type {
  AdminRegistrationBody,
  AdminRegistrationCreated,
  AdminRegistrationRow,
} from '@eventdesk/contracts/registration';
import { updateFollowup } from '@/features/admin-registrations/api/followups';
import {
  createRegistration,
  manualPaymentUpdate,
  updateRegistration,
  uploadRegistrationProof,
  useListChangingMutation,
} from '@/features/admin-registrations/api/registration-commands';
import { ApiError } from '@/lib/api-client';

export type AddRegistrationInput = { body: AdminRegistrationBody; image: File | null };
export type AddRegistrationResult = { created: AdminRegistrationCreated; proofUploadError: unknown };

/**
 * Spec admin §4: create, then upload the chosen receipt with the new id. A failed upload does not undo the
 * registration (it stands, and the receipt can be uploaded again); the dialog says the image did not arrive.
 */
export async function addRegistration({ body, image }: AddRegistrationInput): Promise<AddRegistrationResult> {
  const created = await createRegistration(body);
  let proofUploadError: unknown = null;
  if (image) {
    try {
      await uploadRegistrationProof(created.id, image);
    } catch (error) {
      proofUploadError = error;
    }
  }
  return { created, proofUploadError };
}

export type EditRegistrationInput = {
  id: number;
  body: AdminRegistrationBody;
  image: File | null;
  /** The 'Update Payment Status' tick: record the payment as received. */
  markPaid: boolean;
};

export type EditRegistrationResult = {
  row: AdminRegistrationRow;
  proofUploadError: unknown;
  /** The tick was set, but the registration was paid already (e.g. a receipt confirmed meanwhile): nothing recorded. */
  alreadyPaid: boolean;
};

const isAlreadyPaid = (error: unknown) =>
  error instanceof ApiError && error.body?.code === ('REGISTRATION_ALREADY_PAID' satisfies ErrorCode);

/**
 * Spec admin §4: save the fields; with the tick, the manual payment update and then follow-up `completed` with
 * 'Admin updated' (in this order: the server only allows `completed` once the payment is completed).
 */
export async function editRegistration({
  id,
  body,
  image,
  markPaid,
}: EditRegistrationInput): Promise<EditRegistrationResult> {
  const row = await updateRegistration(id, body);
  let proofUploadError: unknown = null;
  if (image) {
    try {
      await uploadRegistrationProof(id, image);
    } catch (error) {
      proofUploadError = error;
    }
  }
  if (markPaid) {
    try {
      await manualPaymentUpdate(id, { checked: true, referd_name: body.referredBy ?? undefined });
    } catch (error) {
      // The fields are saved; only the payment was refused, as recorded already (the follow-up stays as it is).
      if (isAlreadyPaid(error)) {
        return { row, proofUploadError, alreadyPaid: true };
      }
      throw error;
    }
    await updateFollowup(id, { status: 'completed', notes: 'Admin updated' });
  }
  return { row, proofUploadError, alreadyPaid: false };
}

export const useAddRegistration = () => useListChangingMutation(addRegistration);
export const useEditRegistration = () => useListChangingMutation(editRegistration);
