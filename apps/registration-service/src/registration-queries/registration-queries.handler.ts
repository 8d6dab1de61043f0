import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  registrationRpcs,
  type AdminRegistrationListQuery,
  type AdminRegistrationPage,
  type AdminRegistrationRow,
  type AnalyticsQuery,
  type AnalyticsResponse,
  type DashboardResponse,
  type ExportPage,
  type ExportPageQuery,
  type RegistrationIdQuery,
} from '@eventdesk/contracts';
import { RpcHandler, sharedResult } from '@eventdesk/server-kit';
import { RegistrationQueriesService } from './registration-queries.service';

/** How long concurrent dashboard requests share one computation (DASHBOARD_SHARED_MS; 0 in tests that change data). */
export const DASHBOARD_SHARED_MS = Symbol('DASHBOARD_SHARED_MS');

/** Thin RPC edge of the staff read side: the contract parses the payload, the service does the work. */
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

  @RpcHandler(registrationRpcs.adminList)
  list(@Payload() query: AdminRegistrationListQuery): Promise<AdminRegistrationPage> {
    return this.queries.list(query);
  }

  @RpcHandler(registrationRpcs.adminGet)
  get(@Payload() query: RegistrationIdQuery): Promise<AdminRegistrationRow> {
    return this.queries.get(query.id);
  }

  @RpcHandler(registrationRpcs.dashboard)
  dashboard(): Promise<DashboardResponse> {
    return this.sharedDashboard();
  }

  @RpcHandler(registrationRpcs.analytics)
  analytics(@Payload() query: AnalyticsQuery): Promise<AnalyticsResponse> {
    return this.queries.analytics(query);
  }

  @RpcHandler(registrationRpcs.exportPage)
  exportPage(@Payload() query: ExportPageQuery): Promise<ExportPage> {
    return this.queries.exportPage(query);
  }
}
