import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditListPattern, auditListQuery, type AuditEntryView } from '@eventdesk/contracts';
import { listAudit } from '@eventdesk/server-kit';

/** The registration schema's audit log, for the gateway's merged staff audit view (super_admin). */
@Controller()
export class AuditHandler {
  constructor(private readonly em: EntityManager) {}

  @MessagePattern(auditListPattern('registration'))
  list(@Payload() payload: unknown): Promise<AuditEntryView[]> {
    return listAudit(this.em, 'registration', auditListQuery.parse(payload));
  }
}
