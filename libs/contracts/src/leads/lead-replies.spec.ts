import { leadExportRow, leadRow, type LeadRow } from './http/lead-list';
import { LEAD_STATUS_UPDATED, leadStatusUpdateResponse } from './http/lead-status';
import { leadExportPageReply } from './rpc/patterns';

const row: LeadRow = {
  id: 7,
  sNo: null,
  fullName: 'முருகன்',
  phone: '+91 98765-43210',
  phoneE164: '+919876543210',
  email: null,
  city: 'Erode',
  businessName: null,
  platform: 'fb',
  adName: null,
  campaignName: null,
  formName: null,
  currentBusinessStatus: null,
  biggestBusinessChallenge: null,
  formAnswers: [{ question: 'Budget?', answer: '50k' }],
  currentStatus: 'followup',
  followupDate: '2026-03-02',
  due: 'today',
  referenceId: null,
  registrationLink: { registrationId: null, registrationRef: null, paid: true },
  notes: null,
  businessNotes: null,
  caller: 'priya',
  callerActive: true,
  source: 'file',
  importId: 3,
  createdTime: null,
  importedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  lastUpdatedBy: 'priya',
};

describe('lead replies', () => {
  it('answers a status change with the message and the lead', () => {
    expect(leadStatusUpdateResponse.parse({ message: LEAD_STATUS_UPDATED, lead: row }).lead).toEqual(row);
    expect(leadStatusUpdateResponse.safeParse({ message: LEAD_STATUS_UPDATED }).success).toBe(false);
    expect(leadRow.safeParse({ ...row, due: 'tomorrow' }).success).toBe(false);
  });

  it('exports the export columns only, in pages that say whether more follow', () => {
    const exported = leadExportRow.parse(row);
    expect(exported).not.toHaveProperty('formAnswers');
    expect(exported).not.toHaveProperty('registrationLink');
    expect(leadExportPageReply.parse({ rows: [exported], hasMore: false }).rows).toHaveLength(1);
    expect(leadExportPageReply.safeParse({ rows: [{ id: 7 }], hasMore: false }).success).toBe(false);
  });
});
