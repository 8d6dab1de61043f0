import { PROOF_MAX_BYTES, proofAcceptedTypes } from '@eventdesk/contracts/payment';

export const receiptAccept = proofAcceptedTypes.join(',');

export const RECEIPT_TOO_LARGE_MESSAGE = 'adminRegistrations.receipt.tooLarge';
export const RECEIPT_NOT_IMAGE_MESSAGE = 'adminRegistrations.receipt.notImage';

/** The dialog's first check (spec admin §5), as a message key; the server decides again by the file's bytes. */
export function receiptFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(proofAcceptedTypes as readonly string[]).includes(file.type)) {
    return RECEIPT_NOT_IMAGE_MESSAGE;
  }
  return file.size > PROOF_MAX_BYTES ? RECEIPT_TOO_LARGE_MESSAGE : null;
}
