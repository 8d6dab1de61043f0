import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditListRpc, type AuditEntryView, type AuditListQuery } from '@eventdesk/contracts';
import { listAudit, RpcHandler } from '@eventdesk/server-kit';

/** The registration schema's audit log, for the gateway's merged staff audit view (super_admin). */
@Controller()
export class AuditHandler {
  constructor(private readonly em: EntityManager) {}

  @RpcHandler(auditListRpc('registration'))
  list(@Payload() query: AuditListQuery): Promise<AuditEntryView[]> {
    return listAudit(this.em, 'registration', query);
  }
}
