import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { leadCallersCommand, leadsPatterns, type LeadCallersResponse } from '@eventdesk/contracts';
import { requireLeadManager } from '../leads/lead-scope';
import { callersRepository } from './callers.repository';

/** The callers list for the caller filter, reassignment and upload (not for callers themselves). */
@Controller()
export class CallersHandler {
  constructor(private readonly em: EntityManager) {}

  @MessagePattern(leadsPatterns.callers)
  async callers(@Payload() payload: unknown): Promise<LeadCallersResponse> {
    requireLeadManager(leadCallersCommand.parse(payload).viewer);
    return { callers: await callersRepository.list(this.em.fork()) };
  }
}
