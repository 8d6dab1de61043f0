import { randomUUID } from 'node:crypto';
import { FILE_CHUNK_BYTES, fileChunkCommand, fileManifest } from '../common/file-transfer';
import { staffUserChangedPayload } from '../identity/events/staff-user-changed';
import { leadStatusChangedPayload } from './events/lead-events';
import { leadUploadFields } from './http/lead-import';
import { leadListQuery } from './http/lead-list';
import {
  LEAD_FOLLOWUP_DATE_REQUIRED,
  LEAD_REFERENCE_REQUIRED,
  LEAD_STATUS_REQUIRED,
  leadStatusUpdateBody,
  reassignLeadsBody,
} from './http/lead-status';
import { metaLeadgenValue, metaWebhookVerifyQuery } from './http/meta-webhook';
import { leadListCommand, storeMetaWebhookCommand } from './rpc/patterns';

const messagesOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('lead contracts', () => {
  it('fills the list query defaults and coerces the page from the query string', () => {
    expect(leadListQuery.parse({ page: '3', caller: ' Priya ' })).toEqual({
      status: 'all',
      caller: 'priya',
      search: '',
      sort: 'none',
      page: 3,
      pageSize: 20,
    });
    expect(leadListQuery.safeParse({ status: 'closed' }).success).toBe(false);
    expect(leadListQuery.safeParse({ sort: 'name' }).success).toBe(false);
  });

  it('needs a status, a date for followup and a reference for payment_done (spec admin §5)', () => {
    expect(messagesOf(leadStatusUpdateBody.safeParse({ notes: 'called' }))).toEqual([
      `status: ${LEAD_STATUS_REQUIRED}`,
    ]);
    expect(messagesOf(leadStatusUpdateBody.safeParse({ status: 'followup', followupDate: '' }))).toEqual([
      `followupDate: ${LEAD_FOLLOWUP_DATE_REQUIRED}`,
    ]);
    expect(messagesOf(leadStatusUpdateBody.safeParse({ status: 'payment_done', referenceId: '  ' }))).toEqual(
      [`referenceId: ${LEAD_REFERENCE_REQUIRED}`],
    );
    expect(
      leadStatusUpdateBody.parse({
        status: 'followup',
        followupDate: '2025-10-20',
        notes: ' ',
        business_notes: 'x',
      }),
    ).toEqual({ status: 'followup', followupDate: '2025-10-20', notes: undefined, business_notes: 'x' });
    expect(leadStatusUpdateBody.safeParse({ status: 'followup', followupDate: '20/10/2025' }).success).toBe(
      false,
    );
  });

  it('never takes who made the change from the body', () => {
    const parsed = leadStatusUpdateBody.parse({ status: 'interested', updatedBy: 'someone-else' });
    expect(parsed).not.toHaveProperty('updatedBy');
  });

  it('reassigns one to 500 leads to a caller or to nobody', () => {
    expect(reassignLeadsBody.parse({ leadIds: [1, 2], caller: ' Kavya ' })).toEqual({
      leadIds: [1, 2],
      caller: 'kavya',
    });
    expect(reassignLeadsBody.parse({ leadIds: [1], caller: null }).caller).toBeNull();
    expect(reassignLeadsBody.safeParse({ leadIds: [], caller: 'kavya' }).success).toBe(false);
    expect(
      reassignLeadsBody.safeParse({ leadIds: Array.from({ length: 501 }, (_, i) => i + 1), caller: null })
        .success,
    ).toBe(false);
  });

  it('treats an absent or round_robin assignTo as round robin', () => {
    expect(leadUploadFields.parse({}).assignTo).toBeUndefined();
    expect(leadUploadFields.parse({ assignTo: 'round_robin' }).assignTo).toBeUndefined();
    expect(leadUploadFields.parse({ assignTo: 'Priya' }).assignTo).toBe('priya');
  });

  it('scopes every list command by a viewer with a known role', () => {
    const query = leadListQuery.parse({});
    expect(leadListCommand.safeParse({ viewer: { username: 'priya', role: 'user' }, query }).success).toBe(
      true,
    );
    expect(leadListCommand.safeParse({ viewer: { username: 'priya', role: 'owner' }, query }).success).toBe(
      false,
    );
    expect(leadListCommand.safeParse({ query }).success).toBe(false);
  });

  it('keeps a full file chunk message under the default NATS max_payload of 1 MiB', () => {
    const data = Buffer.alloc(FILE_CHUNK_BYTES, 7).toString('base64');
    const message = { uploadId: randomUUID(), index: 19, data };
    expect(fileChunkCommand.parse(message).data).toBe(data);
    expect(
      Buffer.byteLength(
        JSON.stringify({ pattern: 'leads.file.stage-chunk', data: message, id: randomUUID() }),
      ),
    ).toBeLessThan(1024 * 1024);
    expect(fileChunkCommand.safeParse({ ...message, index: 20 }).success).toBe(false);
    expect(fileChunkCommand.safeParse({ ...message, data: 'not base64!' }).success).toBe(false);
    expect(
      fileManifest.safeParse({
        uploadId: randomUUID(),
        chunkCount: 1,
        size: 11 * 1024 * 1024,
        sha256: 'a'.repeat(64),
        fileName: 'x',
      }).success,
    ).toBe(false);
  });

  it('accepts Meta leadgen ids as digits only, and the subscription check as Meta sends it', () => {
    expect(
      metaLeadgenValue.safeParse({ leadgen_id: '1234567890', page_id: '99', created_time: 1732400000 })
        .success,
    ).toBe(true);
    expect(metaLeadgenValue.safeParse({ leadgen_id: '12; drop table' }).success).toBe(false);
    expect(
      metaWebhookVerifyQuery.safeParse({
        'hub.mode': 'subscribe',
        'hub.verify_token': 't',
        'hub.challenge': '42',
      }).success,
    ).toBe(true);
    expect(
      metaWebhookVerifyQuery.safeParse({
        'hub.mode': 'unsubscribe',
        'hub.verify_token': 't',
        'hub.challenge': '42',
      }).success,
    ).toBe(false);
    expect(
      storeMetaWebhookCommand.safeParse({ notifications: [], receivedAt: new Date().toISOString() }).success,
    ).toBe(false);
  });

  it('parses the lead and staff-user events and refuses a bad role or status', () => {
    const changedAt = new Date().toISOString();
    const staff = {
      userId: 3,
      username: 'priya',
      role: 'user',
      disabled: false,
      change: 'created',
      version: 1,
      changedAt,
    };
    expect(staffUserChangedPayload.parse(staff)).toEqual(staff);
    expect(staffUserChangedPayload.safeParse({ ...staff, role: 'owner' }).success).toBe(false);
    const status = {
      leadId: 1,
      historyId: 2,
      previousStatus: 'pending',
      status: 'payment_done',
      followupDate: null,
      referenceId: '1042',
      linkedRegistrationId: 1042,
      caller: 'priya',
      updatedBy: 'priya',
      updatedAt: changedAt,
    };
    expect(leadStatusChangedPayload.parse(status)).toEqual(status);
    expect(leadStatusChangedPayload.safeParse({ ...status, status: 'won' }).success).toBe(false);
  });
});
