import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  leadExportPageCommand,
  leadIdCommand,
  leadListCommand,
  leadProgressCommand,
  leadsPatterns,
  linkedLeadsQuery,
  reassignLeadsCommand,
  updateLeadStatusCommand,
  type LeadExportPageReply,
  type LeadHistoryResponse,
  type LeadListResponse,
  type LeadProgressResponse,
  type LeadStatusUpdateResponse,
  type LinkedLeadsReply,
  type ReassignLeadsResponse,
} from '@eventdesk/contracts';
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

  @MessagePattern(leadsPatterns.list)
  list(@Payload() payload: unknown): Promise<LeadListResponse> {
    return this.queries.list(leadListCommand.parse(payload));
  }

  @MessagePattern(leadsPatterns.progress)
  progress(@Payload() payload: unknown): Promise<LeadProgressResponse> {
    return this.queries.progress(leadProgressCommand.parse(payload));
  }

  @MessagePattern(leadsPatterns.history)
  history(@Payload() payload: unknown): Promise<LeadHistoryResponse> {
    return this.queries.history(leadIdCommand.parse(payload));
  }

  @MessagePattern(leadsPatterns.updateStatus)
  updateStatus(@Payload() payload: unknown): Promise<LeadStatusUpdateResponse> {
    return this.statuses.update(updateLeadStatusCommand.parse(payload));
  }

  @MessagePattern(leadsPatterns.reassign)
  reassign(@Payload() payload: unknown): Promise<ReassignLeadsResponse> {
    return this.reassignment.reassign(reassignLeadsCommand.parse(payload));
  }

  @MessagePattern(leadsPatterns.exportPage)
  exportPage(@Payload() payload: unknown): Promise<LeadExportPageReply> {
    return this.queries.exportPage(leadExportPageCommand.parse(payload));
  }

  @MessagePattern(leadsPatterns.linkedToRegistration)
  linkedToRegistration(@Payload() payload: unknown): Promise<LinkedLeadsReply> {
    return this.queries.linkedToRegistration(linkedLeadsQuery.parse(payload).registrationId);
  }
}
