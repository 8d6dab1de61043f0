import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  leadsRpcs,
  type LeadExportPageCommand,
  type LeadExportPageReply,
  type LeadIdCommand,
  type LeadListCommand,
  type LeadProgressCommand,
  type LinkedLeadsQuery,
  type ReassignLeadsCommand,
  type UpdateLeadStatusCommand,
  type LeadHistoryResponse,
  type LeadListResponse,
  type LeadProgressResponse,
  type LeadStatusUpdateResponse,
  type LinkedLeadsReply,
  type ReassignLeadsResponse,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { LeadQueriesService } from './lead-queries.service';
import { LeadReassignService } from './lead-reassign.service';
import { LeadStatusService } from './lead-status.service';

/** Thin RPC edge of the leads: parse the contract (which names the viewer), call the service. */
@Controller()
export class LeadsHandler {
  constructor(
    private readonly queries: LeadQueriesService,
    private readonly statuses: LeadStatusService,
    private readonly reassignment: LeadReassignService,
  ) {}

  @RpcHandler(leadsRpcs.list)
  list(@Payload() command: LeadListCommand): Promise<LeadListResponse> {
    return this.queries.list(command);
  }

  @RpcHandler(leadsRpcs.progress)
  progress(@Payload() command: LeadProgressCommand): Promise<LeadProgressResponse> {
    return this.queries.progress(command);
  }

  @RpcHandler(leadsRpcs.history)
  history(@Payload() command: LeadIdCommand): Promise<LeadHistoryResponse> {
    return this.queries.history(command);
  }

  @RpcHandler(leadsRpcs.updateStatus)
  updateStatus(@Payload() command: UpdateLeadStatusCommand): Promise<LeadStatusUpdateResponse> {
    return this.statuses.update(command);
  }

  @RpcHandler(leadsRpcs.reassign)
  reassign(@Payload() command: ReassignLeadsCommand): Promise<ReassignLeadsResponse> {
    return this.reassignment.reassign(command);
  }

  @RpcHandler(leadsRpcs.exportPage)
  exportPage(@Payload() command: LeadExportPageCommand): Promise<LeadExportPageReply> {
    return this.queries.exportPage(command);
  }

  @RpcHandler(leadsRpcs.linkedToRegistration)
  linkedToRegistration(@Payload() query: LinkedLeadsQuery): Promise<LinkedLeadsReply> {
    return this.queries.linkedToRegistration(query.registrationId);
  }
}
