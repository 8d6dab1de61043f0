import type {
  LeadImportResult,
  LeadListResponse,
  LeadProgressResponse,
  LeadRow,
} from '@eventdesk/contracts/leads';

export function leadRow(overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    id: 7,
    sNo: 1,
    fullName: 'Meena Sundaram',
    phone: '098430 12345',
    phoneE164: '+919843012345',
    email: 'meena@example.com',
    city: 'Coimbatore',
    businessName: 'Meena Textiles',
    platform: 'fb',
    adName: 'Oct roadshow ad',
    campaignName: 'Business summit',
    formName: 'Summit form',
    currentBusinessStatus: 'Running a shop',
    biggestBusinessChallenge: 'Finding staff',
    formAnswers: [],
    currentStatus: 'pending',
    followupDate: null,
    due: null,
    referenceId: null,
    registrationLink: null,
    notes: null,
    businessNotes: null,
    caller: 'ravi',
    callerActive: true,
    source: 'file',
    importId: 3,
    createdTime: '2025-09-20T04:30:00.000Z',
    importedAt: '2025-09-21T04:30:00.000Z',
    updatedAt: '2025-09-21T04:30:00.000Z',
    lastUpdatedBy: null,
    ...overrides,
  };
}

export function leadPage(leads: LeadRow[], overrides: Partial<LeadListResponse> = {}): LeadListResponse {
  const totalCount = overrides.totalCount ?? leads.length;
  return {
    leads,
    totalCount,
    totalCountCapped: false,
    page: 1,
    pageSize: 20,
    pageCount: Math.max(1, Math.ceil(totalCount / 20)),
    ...overrides,
  };
}

export function leadProgress(overrides: Partial<LeadProgressResponse> = {}): LeadProgressResponse {
  return {
    progress: { pending: 12, interested: 5, followup: 4, payment_done: 3 },
    total: 30,
    due: 2,
    converted: 3,
    conversionRate: 10,
    ...overrides,
  };
}

export function importResult(overrides: Partial<LeadImportResult> = {}): LeadImportResult {
  return {
    importId: 41,
    successCount: 18,
    errorCount: 2,
    errors: [
      { row: 4, reason: 'Invalid phone number' },
      { row: 9, reason: 'Missing phone number' },
    ],
    duplicateCount: 1,
    duplicates: [{ row: 6, reason: 'Same phone as lead 12' }],
    skippedCount: 1,
    skipped: [{ row: 2, reason: 'Meta test lead' }],
    assignment: {
      mode: 'round_robin',
      callers: [
        { username: 'ravi', count: 9 },
        { username: 'kavya', count: 9 },
      ],
      note: null,
    },
    extraColumns: ['what_is_your_budget?'],
    ...overrides,
  };
}
