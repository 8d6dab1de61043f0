import { Controller } from '@nestjs/common';
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
import { RegistrationQueriesService } from './registration-queries.service';

/** Thin RPC edge of the staff read side: parse the contract, call the service. */
@Controller()
export class RegistrationQueriesHandler {
  constructor(private readonly queries: RegistrationQueriesService) {}

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
    return this.queries.dashboard();
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
