import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditListRpc, type AuditEntryView, type AuditListQuery } from '@eventdesk/contracts';
import { listAudit, RpcHandler } from '@eventdesk/server-kit';

/** The leads schema's audit log (upload, undo, reassignment), for the gateway's merged staff audit view. */
@Controller()
export class AuditHandler {
  constructor(private readonly em: EntityManager) {}

  @RpcHandler(auditListRpc('leads'))
  list(@Payload() query: AuditListQuery): Promise<AuditEntryView[]> {
    return listAudit(this.em, 'leads', query);
  }
}
