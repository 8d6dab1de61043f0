import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditListPattern, auditListQuery, type AuditEntryView } from '@eventdesk/contracts';
import { listAudit } from '@eventdesk/server-kit';

/** The leads schema's audit log (upload, undo, reassignment), for the gateway's merged staff audit view. */
@Controller()
export class AuditHandler {
  constructor(private readonly em: EntityManager) {}

  @MessagePattern(auditListPattern('leads'))
  list(@Payload() payload: unknown): Promise<AuditEntryView[]> {
    return listAudit(this.em, 'leads', auditListQuery.parse(payload));
  }
}
