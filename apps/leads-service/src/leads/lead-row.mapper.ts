import {
  leadExportRow,
  leadRow,
  staffCan,
  type LeadExportRow,
  type LeadRegistrationLink,
  type LeadRow,
  type LeadViewer,
} from '@eventdesk/contracts';
import type { LeadRecord } from './lead-queries.repository';

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/** `today` or `overdue` for a follow-up whose day has come (days in Asia/Kolkata); null otherwise. */
function dueOf(record: LeadRecord, today: string): LeadRow['due'] {
  if (record.current_status !== 'followup' || record.followup_date === null) {
    return null;
  }
  if (record.followup_date < today) {
    return 'overdue';
  }
  return record.followup_date === today ? 'today' : null;
}

/**
 * Staff who may open registrations see which one the lead paid for; a caller learns only that it is paid, so the
 * leads screen never hands out a registration's id or ref.
 */
function registrationLinkOf(record: LeadRecord, viewer: LeadViewer): LeadRegistrationLink | null {
  if (record.linked_registration_id === null) {
    return null;
  }
  const full = staffCan(viewer.role, 'registrations');
  return {
    registrationId: full ? record.linked_registration_id : null,
    registrationRef: full ? record.linked_registration_ref : null,
    paid: record.registration_paid,
  };
}

/** A database row as the viewer sees it; parsed by the contract, so a value outside its enums fails loudly here. */
export function toLeadRow(record: LeadRecord, viewer: LeadViewer, today: string): LeadRow {
  return leadRow.parse({
    id: record.id,
    sNo: record.s_no,
    fullName: record.full_name,
    phone: record.phone_raw,
    phoneE164: record.phone_e164,
    email: record.email,
    city: record.city,
    businessName: record.business_name,
    platform: record.platform,
    adName: record.ad_name,
    campaignName: record.campaign_name,
    formName: record.form_name,
    currentBusinessStatus: record.current_business_status,
    biggestBusinessChallenge: record.biggest_business_challenge,
    formAnswers: record.form_answers,
    currentStatus: record.current_status,
    followupDate: record.followup_date,
    due: dueOf(record, today),
    referenceId: record.reference_id,
    registrationLink: registrationLinkOf(record, viewer),
    notes: record.notes,
    businessNotes: record.business_notes,
    caller: record.caller,
    callerActive: record.caller_active,
    source: record.source,
    importId: record.import_id,
    createdTime: isoOrNull(record.created_time),
    importedAt: iso(record.imported_at),
    updatedAt: iso(record.updated_at),
    lastUpdatedBy: record.last_updated_by,
  });
}

/** The export's columns only (LEAD_EXPORT_COLUMNS): no form answers, so a page carries more rows. */
export function toLeadExportRow(record: LeadRecord): LeadExportRow {
  return leadExportRow.parse({
    id: record.id,
    fullName: record.full_name,
    phone: record.phone_raw,
    phoneE164: record.phone_e164,
    email: record.email,
    city: record.city,
    businessName: record.business_name,
    platform: record.platform,
    currentStatus: record.current_status,
    followupDate: record.followup_date,
    referenceId: record.reference_id,
    caller: record.caller,
    notes: record.notes,
    businessNotes: record.business_notes,
    createdTime: isoOrNull(record.created_time),
    importedAt: iso(record.imported_at),
  });
}
