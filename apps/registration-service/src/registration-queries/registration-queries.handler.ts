import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  adminRegistrationListQuery,
  analyticsQuery,
  exportPageQuery,
  registrationFilters,
  registrationIdQuery,
  registrationPatterns,
  type AdminRegistrationPage,
  type AdminRegistrationRow,
  type AnalyticsResponse,
  type DashboardResponse,
  type ExportPage,
  type FollowupSummary,
} from '@eventdesk/contracts';
import { sharedResult } from '@eventdesk/server-kit';
import { RegistrationQueriesService } from './registration-queries.service';

/** How long concurrent dashboard requests share one computation (DASHBOARD_SHARED_MS; 0 in tests that change data). */
export const DASHBOARD_SHARED_MS = Symbol('DASHBOARD_SHARED_MS');

/** Thin RPC edge of the staff read side: parse the contract, call the service. */
@Controller()
export class RegistrationQueriesHandler {
  /**
   * The dashboard aggregates every live registration (about 45 ms of SQL at 100,000 rows): staff screens open at
   * the same moment share one computation (2 s by default) instead of queueing behind each other on two cores. The
   * response carries `generatedAt`, which the screen shows.
   */
  private readonly sharedDashboard: () => Promise<DashboardResponse>;

  constructor(
    private readonly queries: RegistrationQueriesService,
    @Inject(DASHBOARD_SHARED_MS) dashboardSharedMs: number,
  ) {
    this.sharedDashboard = sharedResult(dashboardSharedMs, () => this.queries.dashboard());
  }

  @MessagePattern(registrationPatterns.adminList)
  list(@Payload() payload: unknown): Promise<AdminRegistrationPage> {
    return this.queries.list(adminRegistrationListQuery.parse(payload ?? {}));
  }

  @MessagePattern(registrationPatterns.adminGet)
  get(@Payload() payload: unknown): Promise<AdminRegistrationRow> {
    return this.queries.get(registrationIdQuery.parse(payload).id);
  }

  @MessagePattern(registrationPatterns.followupSummary)
  followupSummary(@Payload() payload: unknown): Promise<FollowupSummary> {
    return this.queries.followupSummary(registrationFilters.parse(payload ?? {}));
  }

  @MessagePattern(registrationPatterns.dashboard)
  dashboard(): Promise<DashboardResponse> {
    return this.sharedDashboard();
  }

  @MessagePattern(registrationPatterns.analytics)
  analytics(@Payload() payload: unknown): Promise<AnalyticsResponse> {
    return this.queries.analytics(analyticsQuery.parse(payload ?? {}));
  }

  @MessagePattern(registrationPatterns.exportPage)
  exportPage(@Payload() payload: unknown): Promise<ExportPage> {
    return this.queries.exportPage(exportPageQuery.parse(payload ?? {}));
  }
}
