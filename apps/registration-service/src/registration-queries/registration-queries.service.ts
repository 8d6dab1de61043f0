import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  exportRegistrationRow,
  paymentMethod,
  ticketPackages,
  type AdminRegistrationListQuery,
  type AdminRegistrationPage,
  type AdminRegistrationRow,
  type AnalyticsQuery,
  type AnalyticsResponse,
  type DashboardResponse,
  type ExportPage,
  type ExportPageQuery,
  type ExportRegistrationRow,
} from '@eventdesk/contracts';
import { toAdminRegistrationRow } from './admin-row.mapper';
import { dashboardFigures } from './dashboard-figures';
import { readAdminRow } from './read-admin-row';
import { registrationQueriesRepository as repository } from './registration-queries.repository';

/** Days and weeks of the staff figures are those of the event (Coimbatore). */
const EVENT_TIME_ZONE = 'Asia/Kolkata';
/** What an export page's rows may take, leaving room in the 1 MB NATS message for the envelope. */
const EXPORT_REPLY_BYTES = 768 * 1024;

/** The staff read side: list, one registration, dashboard, analytics, export pages. */
@Injectable()
export class RegistrationQueriesService {
  constructor(private readonly em: EntityManager) {}

  async list(query: AdminRegistrationListQuery): Promise<AdminRegistrationPage> {
    const offset = (query.page - 1) * query.pageSize;
    // Two statements on two pooled connections at once: the page and its exact total.
    const [rows, total] = await Promise.all([
      repository.page(this.em, query, query.pageSize, offset),
      repository.count(this.em, query),
    ]);
    return {
      items: rows.map(toAdminRegistrationRow),
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.ceil(total / query.pageSize),
    };
  }

  get(id: number): Promise<AdminRegistrationRow> {
    return readAdminRow(this.em, id);
  }

  async dashboard(): Promise<DashboardResponse> {
    const [counts, timeline] = await Promise.all([
      repository.statusPackageCounts(this.em),
      repository.completedTimeline(this.em, EVENT_TIME_ZONE),
    ]);
    return dashboardFigures(counts, timeline, new Date());
  }

  /** The per-day chart covers the last `days` days; the breakdowns cover every live registration. */
  async analytics(query: AnalyticsQuery): Promise<AnalyticsResponse> {
    const [perDay, counts, references, methods] = await Promise.all([
      repository.registrationsPerDay(this.em, query.days, EVENT_TIME_ZONE),
      repository.statusPackageCounts(this.em),
      repository.byReferenceType(this.em),
      repository.byPaymentMethod(this.em),
    ]);
    return {
      registrationsPerDay: perDay,
      byReferenceType: references.map((row) => ({ referenceType: row.reference_type, count: row.count })),
      byPackage: ticketPackages.map((pkg) => {
        const rows = counts.filter((row) => row.package === pkg);
        return {
          package: pkg,
          registrations: rows.reduce((sum, row) => sum + row.registrations, 0),
          completed: rows
            .filter((row) => row.payment_status === 'completed')
            .reduce((sum, row) => sum + row.registrations, 0),
        };
      }),
      byPaymentMethod: methods.map((row) => ({
        method: paymentMethod.parse(row.method),
        count: row.count,
        revenue: Number(row.revenue),
      })),
    };
  }

  /**
   * Up to `limit` rows below the cursor, but never more than EXPORT_REPLY_BYTES of JSON: a NATS reply is
   * limited to 1 MB and a row with long Tamil notes is several kB, so the page ends early and says `hasMore`.
   */
  async exportPage(query: ExportPageQuery): Promise<ExportPage> {
    const records = await repository.exportPage(this.em, query, query.beforeId, query.limit + 1);
    const page = records.slice(0, query.limit);
    const extras = await repository.exportExtras(
      this.em,
      page.map((record) => record.id),
    );
    const rows: ExportRegistrationRow[] = [];
    let bytes = 0;
    for (const record of page) {
      const row = exportRegistrationRow.parse({
        ...toAdminRegistrationRow(record),
        ...(extras.get(record.id) ?? { couponCode: null, attended: false, attendedAt: null }),
      });
      bytes += Buffer.byteLength(JSON.stringify(row)) + 1;
      if (bytes > EXPORT_REPLY_BYTES && rows.length > 0) {
        return { rows, hasMore: true };
      }
      rows.push(row);
    }
    return { rows, hasMore: records.length > query.limit };
  }
}
