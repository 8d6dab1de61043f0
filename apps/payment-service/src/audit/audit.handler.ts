import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditListPattern, auditListQuery, type AuditEntryView } from '@eventdesk/contracts';
import { listAudit } from '@eventdesk/server-kit';

/** This schema's part of the staff audit log; the gateway merges it with the other sources. */
@Controller()
export class AuditHandler {
  constructor(private readonly em: EntityManager) {}

  @MessagePattern(auditListPattern('payment'))
  list(@Payload() payload: unknown): Promise<AuditEntryView[]> {
    return listAudit(this.em, 'payment', auditListQuery.parse(payload));
  }
}
