import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditListRpc, type AuditEntryView, type AuditListQuery } from '@eventdesk/contracts';
import { listAudit, RpcHandler } from '@eventdesk/server-kit';

/** This schema's part of the staff audit log; the gateway merges it with the other sources. */
@Controller()
export class AuditHandler {
  constructor(private readonly em: EntityManager) {}

  @RpcHandler(auditListRpc('payment'))
  list(@Payload() query: AuditListQuery): Promise<AuditEntryView[]> {
    return listAudit(this.em, 'payment', query);
  }
}
