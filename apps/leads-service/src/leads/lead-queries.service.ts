import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  LEAD_SEARCH_COUNT_CAP,
  type LeadExportPageCommand,
  type LeadExportPageReply,
  type LeadExportRow,
  type LeadHistoryResponse,
  type LeadIdCommand,
  type LeadListCommand,
  type LeadListResponse,
  type LeadProgressCommand,
  type LeadProgressResponse,
  type LeadRow,
  type LeadViewer,
  type LinkedLeadsReply,
} from '@eventdesk/contracts';
import { leadDay, LeadsClock } from './lead-day';
import { leadQueriesRepository as repository, leadWhere } from './lead-queries.repository';
import { toLeadExportRow, toLeadRow } from './lead-row.mapper';
import { inScope, leadNotFound, requireLeadManager } from './lead-scope';

/** What an export page's rows may take, leaving room in the 1 MB NATS message for the envelope. */
const EXPORT_REPLY_BYTES = 768 * 1024;

/** The staff read side of leads: list, progress cards, history, export pages, a registration's leads. */
@Injectable()
export class LeadQueriesService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: LeadsClock,
  ) {}

  async list({ viewer, query }: LeadListCommand): Promise<LeadListResponse> {
    const today = leadDay(this.clock.now());
    const where = leadWhere(viewer, query, today);
    const offset = (query.page - 1) * query.pageSize;
    const countUpTo = query.search ? LEAD_SEARCH_COUNT_CAP : undefined;
    // Two statements on two pooled connections at once: the page and its total.
    const [rows, counted] = await Promise.all([
      repository.page(this.em, where, query.sort, today, query.pageSize, offset),
      repository.count(this.em, where, countUpTo),
    ]);
    const totalCountCapped = countUpTo !== undefined && counted > countUpTo;
    const totalCount = totalCountCapped ? countUpTo : counted;
    return {
      leads: rows.map((row) => toLeadRow(row, viewer, today)),
      totalCount,
      totalCountCapped,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.ceil(totalCount / query.pageSize),
    };
  }

  /** The cards count every status of the viewer's scope; a manager's caller filter and the search narrow it. */
  async progress({ viewer, filters }: LeadProgressCommand): Promise<LeadProgressResponse> {
    const today = leadDay(this.clock.now());
    const where = leadWhere(viewer, { caller: filters.caller, search: filters.search }, today);
    const counts = await repository.statusCounts(this.em, where, today);
    const of = (status: string) => counts.byStatus.find((row) => row.current_status === status)?.count ?? 0;
    const total = counts.byStatus.reduce((sum, row) => sum + row.count, 0);
    return {
      progress: {
        pending: of('pending'),
        interested: of('interested'),
        followup: of('followup'),
        payment_done: of('payment_done'),
      },
      total,
      due: counts.due,
      converted: counts.converted,
      conversionRate: total ? Math.round((counts.converted / total) * 1000) / 10 : 0,
    };
  }

  /** One lead in the viewer's scope as the list shows it; any other id is "Lead not found". */
  async get(viewer: LeadViewer, id: number): Promise<LeadRow> {
    const record = await repository.byId(this.em, id);
    if (!record || !inScope(viewer, record.caller)) {
      throw leadNotFound();
    }
    return toLeadRow(record, viewer, leadDay(this.clock.now()));
  }

  /** Newest first: history ids follow commit order (rows are written under the lead's lock). */
  async history({ viewer, id }: LeadIdCommand): Promise<LeadHistoryResponse> {
    await this.get(viewer, id);
    const rows = await repository.history(this.em.fork(), id);
    return {
      history: rows.map((row) => ({
        id: Number(row.id),
        leadId: row.leadId,
        status: row.status,
        followupDate: row.followupDate,
        referenceId: row.referenceId,
        notes: row.notes,
        businessNotes: row.businessNotes,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt.toISOString(),
      })),
    };
  }

  /**
   * Up to `limit` rows below the cursor, but never more than EXPORT_REPLY_BYTES of JSON: a NATS reply is limited
   * to 1 MB and a lead with long Tamil notes is several kB, so the page ends early and says `hasMore`.
   */
  async exportPage({
    viewer,
    filters,
    beforeId,
    limit,
  }: LeadExportPageCommand): Promise<LeadExportPageReply> {
    requireLeadManager(viewer);
    const where = leadWhere(viewer, filters, leadDay(this.clock.now()));
    const records = await repository.exportPage(this.em, where, beforeId, limit + 1);
    const rows: LeadExportRow[] = [];
    let bytes = 0;
    for (const record of records.slice(0, limit)) {
      const row = toLeadExportRow(record);
      bytes += Buffer.byteLength(JSON.stringify(row)) + 1;
      if (bytes > EXPORT_REPLY_BYTES && rows.length > 0) {
        return { rows, hasMore: true };
      }
      rows.push(row);
    }
    return { rows, hasMore: records.length > limit };
  }

  /** For the registration's staff view (the gateway asks only for staff with the registrations capability). */
  async linkedToRegistration(registrationId: number): Promise<LinkedLeadsReply> {
    const rows = await repository.linkedTo(this.em, registrationId);
    return {
      leads: rows.map((row) => ({
        id: row.id,
        fullName: row.full_name,
        caller: row.caller,
        status: row.current_status,
      })),
    };
  }
}
