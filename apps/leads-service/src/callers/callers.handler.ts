import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { leadsRpcs, type LeadCallersCommand, type LeadCallersResponse } from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { requireLeadManager } from '../leads/lead-scope';
import { callersRepository } from './callers.repository';

/** The callers list for the caller filter, reassignment and upload (not for callers themselves). */
@Controller()
export class CallersHandler {
  constructor(private readonly em: EntityManager) {}

  @RpcHandler(leadsRpcs.callers)
  async callers(@Payload() command: LeadCallersCommand): Promise<LeadCallersResponse> {
    requireLeadManager(command.viewer);
    return { callers: await callersRepository.list(this.em.fork()) };
  }
}
