import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type CreateRegistrationBody,
  type CreateRegistrationResponse,
  type RegistrationView,
} from '@eventdesk/contracts';
import { DomainError, OutboxRelay } from '@eventdesk/server-kit';
import { seatsRepository } from '../seats/seats.repository';
import { SettingsService } from '../settings/settings.service';
import { newRegistrationData, registerWithSeat } from './register-with-seat';
import { Registration } from './registration.entity';
import { toRegistrationView } from './registration.mapper';

@Injectable()
export class RegistrationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Claims a seat, stores the registration and its `registration.created` event in one transaction: no seat, no
   * registration (409 SOLD_OUT). The seat is held for the card checkout (`cardHoldMinutes`).
   */
  async create(body: CreateRegistrationBody): Promise<CreateRegistrationResponse> {
    const settings = await this.settings.get();
    const data = newRegistrationData(body, settings);
    // Plain statements, no unit of work: this is the hot path of a ticket rush.
    const id = await this.em.fork().transactional((em) =>
      registerWithSeat(em, data, {
        capacity: settings.packages[body.package].capacity,
        holdMinutes: settings.payment.cardHoldMinutes,
        soldOutLanguage: body.language,
      }),
    );
    this.relay.nudge();
    return {
      id,
      ref: data.ref,
      fullName: data.fullName,
      package: data.package,
      amount: data.amount,
      voucher: data.voucher,
      paymentStatus: 'pending',
    };
  }

  async getByRef(ref: string): Promise<RegistrationView> {
    const em = this.em.fork();
    const registration = await em.findOne(Registration, { ref, deleted: false });
    if (!registration) {
      throw new DomainError('NOT_FOUND', 'Registration not found');
    }
    const parent = registration.parentRegistrationId
      ? await em.findOne(Registration, { id: registration.parentRegistrationId }, { fields: ['ref'] })
      : null;
    return toRegistrationView(registration, parent?.ref ?? null);
  }

  /**
   * Staff void (the admin issue calls this): the registration becomes `void` and its seat, held or sold, is
   * free for the next visitor at once. Voiding twice changes nothing.
   */
  async voidRegistration(id: number): Promise<{ seatReleased: boolean }> {
    return this.em.fork().transactional(async (tx) => {
      const registration = await tx.findOne(Registration, { id }, { fields: ['id', 'paymentStatus'] });
      if (!registration) {
        throw new DomainError('NOT_FOUND', 'Registration not found');
      }
      await tx.nativeUpdate(Registration, { id }, { paymentStatus: 'void' });
      return { seatReleased: await seatsRepository.release(tx, id) };
    });
  }
}
