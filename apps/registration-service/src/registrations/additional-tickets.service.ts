import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  priceFor,
  type CreateAdditionalTicketCommand,
  type CreateRegistrationResponse,
  type EventSettings,
  registrationCreatedEvent,
} from '@eventdesk/contracts';
import { Clock, DomainError, OutboxRelay, recordEvent, runIdempotent } from '@eventdesk/server-kit';
import { REGISTRATION_SCHEMA } from '../database';
import { seatsRepository } from '../seats/seats.repository';
import { soldOutError } from '../seats/sold-out';
import { SettingsService } from '../settings/settings.service';
import { assertAdditionalTicketHoldBudget } from './hold-budget';
import { assertOnSale } from './on-sale';
import { assertSalesOpen } from './sales-open';
import { newPublicRef } from './public-ref';
import {
  findLiveRegistrationByRef,
  insertRegistration,
  lockTicketGroup,
  nextTicketNumber,
} from './registrations.repository';

/**
 * Spec public §1/§4: the holder of a paid registration buys further tickets, each its own registration (own
 * ref, seat, payment and QR) linked to the original and numbered within its group. A group holds at most
 * ADDITIONAL_TICKET_HOLD_LIMIT unpaid tickets at once (409 HOLD_LIMIT); they do not count against the contact's
 * own budget, which is for new registrations.
 */
@Injectable()
export class AdditionalTicketsService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly settings: SettingsService,
    private readonly clock: Clock = new Clock(),
  ) {}

  async create(command: CreateAdditionalTicketCommand): Promise<CreateRegistrationResponse> {
    const { idempotencyKey, ...request } = command;
    const settings = await this.settings.get();
    const outcome = await this.em.fork().transactional((tx) =>
      runIdempotent(
        tx,
        {
          schema: REGISTRATION_SCHEMA,
          scope: 'registration.additional-ticket',
          key: idempotencyKey,
          request,
        },
        () => this.createOnce(tx, command, settings),
      ),
    );
    if (!outcome.replayed) {
      this.relay.nudge();
    }
    return outcome.value;
  }

  private async createOnce(
    tx: EntityManager,
    command: CreateAdditionalTicketCommand,
    settings: EventSettings,
  ): Promise<CreateRegistrationResponse> {
    const parent = await findLiveRegistrationByRef(tx, command.parentRef);
    if (!parent) {
      throw new DomainError('NOT_FOUND', 'Registration not found');
    }
    if (parent.paymentStatus !== 'completed') {
      throw new DomainError('REGISTRATION_NOT_PAID', 'Payment Not Completed');
    }
    assertSalesOpen(settings, this.clock.now(), parent.language);
    assertOnSale(settings, command.package, parent.language);
    // A ticket bought from an additional ticket joins the same group. Locking the group's first registration
    // makes concurrent purchases in one group take turns, so ticket numbers never repeat.
    const rootId = parent.parentRegistrationId ?? parent.id;
    await lockTicketGroup(tx, rootId);
    await assertAdditionalTicketHoldBudget(tx, rootId, parent.language);
    const next = await nextTicketNumber(tx, rootId);
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
      phoneKey: parent.phoneKey,
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
    await insertRegistration(tx, ticket);
    await recordEvent(tx, registrationCreatedEvent, {
      registrationId: ticket.id,
      ref: ticket.ref,
      fullName: ticket.fullName,
      email: ticket.email,
      phone: ticket.phone,
      package: ticket.package,
      amount: ticket.amount,
      language: ticket.language,
    });
    const created = ticket;
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
