import { PROOF_MAX_BYTES, PROOF_MIN_BYTES, proofAcceptedTypes } from '@eventdesk/contracts/payment';

export const proofAccept = [...proofAcceptedTypes, '.jpg', '.jpeg', '.png', '.gif', '.webp'].join(',');

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

/**
 * The payment page's own checks (spec public §5), as catalog keys: a first hint only, the server decides by
 * the bytes (a renamed file that passes here is still refused there).
 */
export function proofFileProblem(
  file: Pick<File, 'name' | 'size' | 'type'> | null | undefined,
): string | null {
  if (!file || file.size === 0) {
    return 'validation.proof.image.required';
  }
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (proofAcceptedTypes as readonly string[]).includes(file.type);
  if (!typeOk && !IMAGE_EXTENSIONS.includes(extension)) {
    return 'validation.proof.image.type';
  }
  if (file.size > PROOF_MAX_BYTES) {
    return 'validation.proof.image.tooLarge';
  }
  return file.size < PROOF_MIN_BYTES ? 'validation.proof.image.tooSmall' : null;
}
