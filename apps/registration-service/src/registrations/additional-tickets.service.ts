import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  priceFor,
  REGISTRATION_CREATED,
  registrationCreatedPayload,
  type CreateAdditionalTicketCommand,
  type CreateRegistrationResponse,
} from '@eventdesk/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@eventdesk/server-kit';
import { seatsRepository } from '../seats/seats.repository';
import { soldOutError } from '../seats/sold-out';
import { SettingsService } from '../settings/settings.service';
import { newPublicRef } from './public-ref';
import { Registration } from './registration.entity';

/**
 * Spec public §1/§4: the holder of a paid registration buys further tickets, each its own registration (own
 * ref, seat, payment and QR) linked to the original and numbered within its group.
 */
@Injectable()
export class AdditionalTicketsService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly settings: SettingsService,
  ) {}

  async create(command: CreateAdditionalTicketCommand): Promise<CreateRegistrationResponse> {
    const settings = await this.settings.get();
    const created = await this.em.fork().transactional(async (tx) => {
      const parent = await tx.findOne(Registration, { ref: command.parentRef, deleted: false });
      if (!parent) {
        throw new DomainError('NOT_FOUND', 'Registration not found');
      }
      if (parent.paymentStatus !== 'completed') {
        throw new DomainError('CONFLICT', 'Payment Not Completed');
      }
      // A ticket bought from an additional ticket joins the same group. Locking the group's first registration
      // makes concurrent purchases in one group take turns, so ticket numbers never repeat.
      const rootId = parent.parentRegistrationId ?? parent.id;
      await tx.findOneOrFail(
        Registration,
        { id: rootId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] },
      );
      const [{ next }] = await tx.execute<Array<{ next: number }>>(
        `select coalesce(max("ticket_number"), 0)::int + 1 as next from "registration"."registration"
          where "id" = ? or "parent_registration_id" = ?`,
        [rootId, rootId],
      );
      const seat = await seatsRepository.claim(
        tx,
        command.package,
        settings.packages[command.package].capacity,
        {
          kind: 'hold-new',
          holdMinutes: settings.payment.cardHoldMinutes,
        },
      );
      if (!seat) {
        throw soldOutError(parent.language);
      }
      const ticket = {
        id: seat.registrationId,
        ref: newPublicRef(),
        fullName: command.fullName,
        // The buyer pays and gets the messages: contact details and language come from the original.
        email: parent.email,
        phone: parent.phone,
        type: parent.type,
        businessName: parent.businessName,
        package: command.package,
        voucher: false,
        amount: priceFor(settings.packages, command.package, false),
        language: parent.language,
        parentRegistrationId: rootId,
        isAdditionalTicket: true,
        ticketNumber: next,
      };
      await tx.insert<Registration>(Registration, ticket);
      await recordEvent(tx, REGISTRATION_CREATED, registrationCreatedPayload, {
        registrationId: ticket.id,
        ref: ticket.ref,
        fullName: ticket.fullName,
        email: ticket.email,
        phone: ticket.phone,
        package: ticket.package,
        amount: ticket.amount,
        language: ticket.language,
      });
      return ticket;
    });
    this.relay.nudge();
    return {
      id: created.id,
      ref: created.ref,
      fullName: created.fullName,
      package: created.package,
      amount: created.amount,
      voucher: false,
      paymentStatus: 'pending',
    };
  }
}
