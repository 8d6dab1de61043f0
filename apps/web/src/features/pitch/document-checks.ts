import { PITCH_DOCUMENT_MAX_BYTES, pitchDocumentExtensions } from '@eventdesk/contracts/pitch';

export const documentAccept = pitchDocumentExtensions.map((extension) => `.${extension}`).join(',');

export type DocumentProblem = 'type' | 'tooLarge';

/**
 * A first hint in the browser (the name's extension and the size); the server decides by the bytes, so a
 * renamed file that passes here is still refused there.
 */
export function documentProblem(file: Pick<File, 'name' | 'size'>): DocumentProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(pitchDocumentExtensions as readonly string[]).includes(extension)) {
    return 'type';
  }
  return file.size > PITCH_DOCUMENT_MAX_BYTES ? 'tooLarge' : null;
}

export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return megabytes >= 1 ? `${format.format(megabytes)} MB` : `${format.format(bytes / 1024)} KB`;
}
