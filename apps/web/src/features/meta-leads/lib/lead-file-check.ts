import { LEAD_FILE_MAX_BYTES, LEAD_FILE_REQUIRED, LEAD_FILE_TOO_LARGE } from '@eventdesk/contracts/leads';

/** What the file picker offers (spec admin §5, plus Meta's .tsv download); the server decides by the bytes. */
export const leadFileAccept = '.xlsx,.xls,.csv,.tsv';

/** The upload card's first check (spec admin §5): the contracts' message, or null when the file may go. */
export function leadFileProblem(file: Pick<File, 'size'> | null): string | null {
  if (!file) {
    return LEAD_FILE_REQUIRED;
  }
  return file.size > LEAD_FILE_MAX_BYTES ? LEAD_FILE_TOO_LARGE : null;
}
