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
  LEAD_STATUS_UPDATED,
} from '@eventdesk/contracts/leads';
import { describe, expect, it } from 'vitest';
import { leadFileProblem } from '@/features/meta-leads/lib/lead-file-check';
import { contractMessageKey, platformLabelKey } from '@/features/meta-leads/lib/lead-format';
import { telHref, whatsappHref } from '@/features/meta-leads/lib/lead-links';
import { i18n } from '@/lib/i18n';

describe('lead wording', () => {
  it.each([
    LEAD_STATUS_REQUIRED,
    LEAD_FOLLOWUP_DATE_REQUIRED,
    LEAD_REFERENCE_REQUIRED,
    LEAD_FILE_REQUIRED,
    LEAD_FILE_TOO_LARGE,
    LEAD_FILE_XLS_REFUSED,
    LEAD_FILE_UNREADABLE,
    LEAD_FILE_EMPTY,
    LEAD_FILE_NO_COLUMNS,
    LEAD_NOT_FOUND,
    LEAD_CALLER_NOT_ACTIVE,
  ])(
    'the English catalog says the contracts message "%s" word for word, and Tamil translates it',
    async (message) => {
      const key = contractMessageKey(message);
      expect(key).toBeDefined();
      expect(i18n.t(key as string)).toBe(message);
      await i18n.changeLanguage('ta');
      expect(i18n.t(key as string)).not.toBe(message);
      await i18n.changeLanguage('en');
    },
  );

  it("says the spec's success message word for word", () => {
    expect(i18n.t('metaLeads.update.success')).toBe(LEAD_STATUS_UPDATED);
  });

  it('names the platform: fb and ig as Meta writes them, Meta when there is none', () => {
    expect(platformLabelKey('fb')).toBe('metaLeads.row.platformFacebook');
    expect(platformLabelKey('IG')).toBe('metaLeads.row.platformInstagram');
    expect(platformLabelKey('Meta')).toBe('metaLeads.row.platformMeta');
    expect(platformLabelKey('whatsapp')).toBeNull();
  });

  it('builds the call and WhatsApp links from the E.164 number', () => {
    expect(telHref('+91 98430 12345')).toBe('tel:+919843012345');
    expect(whatsappHref('+919843012345')).toBe('https://wa.me/919843012345');
  });

  it('checks the file before upload: required, at most 10 MB', () => {
    expect(leadFileProblem(null)).toBe(LEAD_FILE_REQUIRED);
    expect(leadFileProblem({ size: 10 * 1024 * 1024 })).toBeNull();
    expect(leadFileProblem({ size: 10 * 1024 * 1024 + 1 })).toBe(LEAD_FILE_TOO_LARGE);
  });
});
