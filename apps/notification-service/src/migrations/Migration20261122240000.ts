import { Migration } from '@mikro-orm/migrations';

/**
 * Ticket messages are sent by their own queue jobs, which carry only the delivery id: the row keeps what the
 * message is made of (the ticket.issued payload), so a retry renders the same message again.
 */
export class Migration20261122240000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "notification"."delivery" add column "payload" jsonb null`);
  }
}
