import {
  LEAD_CALLER_NOT_ACTIVE,
  LEAD_FILE_EMPTY,
  LEAD_FILE_NO_COLUMNS,
  LEAD_FILE_REQUIRED,
  LEAD_FILE_TOO_LARGE,
  LEAD_FILE_UNREADABLE,
  LEAD_FILE_XLS_REFUSED,
  LEAD_FOLLOWUP_DATE_REQUIRED,
  LEAD_NOT_FOUND,
  LEAD_REFERENCE_REQUIRED,
  LEAD_STATUS_REQUIRED,
} from '@eventdesk/contracts/leads';
import { ApiError } from '@/lib/api-client';

/** Lead history notes show their first 20 characters until opened (spec admin §2, §9). */
export const LEAD_NOTE_PREVIEW_CHARS = 20;

/**
 * The catalog key of each message the contracts word in English (the form's checks and the server's answers), so the
 * Tamil screen shows it in Tamil; the English catalog holds the same words.
 */
const contractMessageKeys: Record<string, string> = {
  [LEAD_STATUS_REQUIRED]: 'metaLeads.update.statusRequired',
  [LEAD_FOLLOWUP_DATE_REQUIRED]: 'metaLeads.update.dateRequired',
  [LEAD_REFERENCE_REQUIRED]: 'metaLeads.update.referenceRequired',
  [LEAD_FILE_REQUIRED]: 'metaLeads.upload.required',
  [LEAD_FILE_TOO_LARGE]: 'metaLeads.upload.tooLarge',
  [LEAD_FILE_XLS_REFUSED]: 'metaLeads.upload.xlsRefused',
  [LEAD_FILE_UNREADABLE]: 'metaLeads.upload.unreadable',
  [LEAD_FILE_EMPTY]: 'metaLeads.upload.empty',
  [LEAD_FILE_NO_COLUMNS]: 'metaLeads.upload.noColumns',
  [LEAD_NOT_FOUND]: 'metaLeads.update.notFound',
  [LEAD_CALLER_NOT_ACTIVE]: 'metaLeads.reassign.callerNotActive',
};

export function contractMessageKey(message: string): string | undefined {
  return contractMessageKeys[message];
}

/** Meta writes the platform as `fb` or `ig`; a lead without one came from Meta (the spec's default). */
export function platformLabelKey(platform: string): string | null {
  switch (platform.trim().toLowerCase()) {
    case 'fb':
    case 'facebook':
      return 'metaLeads.row.platformFacebook';
    case 'ig':
    case 'instagram':
      return 'metaLeads.row.platformInstagram';
    case '':
    case 'meta':
      return 'metaLeads.row.platformMeta';
    default:
      return null;
  }
}

/** The server's own words for a failure (its JSON `message`), else undefined (the caller words it). */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? (error.body?.message ?? error.message) : undefined;
}

/** The words of any failure: the server's message, else the error's own. */
export function errorText(error: unknown): string {
  return serverMessageOf(error) ?? (error instanceof Error ? error.message : String(error));
}
