import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ticketPackages, type ExtendHoldResponse, type SeatsView } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { SettingsService } from '../settings/settings.service';
import { capacitiesOf } from './seat-capacities';
import { seatsRepository } from './seats.repository';

/** The landing page polls this; one count a second per replica is plenty. */
const SEATS_CACHE_MS = 1000;

@Injectable()
export class SeatsService {
  private cached: { view: SeatsView; at: number } | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {}

  async seats(): Promise<SeatsView> {
    if (this.cached && Date.now() - this.cached.at < SEATS_CACHE_MS) {
      return this.cached.view;
    }
    const capacities = capacitiesOf(await this.settings.get());
    const free = await seatsRepository.countFree(this.em.fork(), capacities);
    const view: SeatsView = {
      packages: Object.fromEntries(
        ticketPackages.map((pkg) => [pkg, { capacity: capacities[pkg], seatsLeft: free.get(pkg) ?? 0 }]),
      ) as SeatsView['packages'],
      countedAt: new Date().toISOString(),
    };
    this.cached = { view, at: Date.now() };
    return view;
  }

  /**
   * A receipt was uploaded: keep the seat until the bank/UPI deadline. A hold that lapsed and lost its seat gets
   * any free seat instead; with none left the answer is `unavailable` (a later staff confirmation goes to review).
   */
  async extendHold(ref: string): Promise<ExtendHoldResponse> {
    const settings = await this.settings.get();
    return this.em.fork().transactional(async (tx) => {
      const registration = await seatsRepository.holderByRef(tx, ref);
      if (!registration) {
        throw new DomainError('NOT_FOUND', 'Registration not found');
      }
      if (registration.paymentStatus === 'completed' || registration.paymentStatus === 'privilege_guest') {
        return { status: 'sold', heldUntil: null };
      }
      if (registration.paymentStatus === 'void') {
        throw new DomainError('REGISTRATION_CANCELLED', 'This registration was cancelled');
      }
      const hours = settings.payment.bankHoldHours;
      const extended = await seatsRepository.extendHold(tx, registration.id, hours);
      if (extended) {
        return { status: 'held', heldUntil: extended.toISOString() };
      }
      const claimed = await seatsRepository.claim(
        tx,
        registration.package,
        settings.packages[registration.package].capacity,
        { kind: 'hold', registrationId: registration.id, holdMinutes: hours * 60 },
      );
      return claimed?.heldUntil
        ? { status: 'held', heldUntil: claimed.heldUntil.toISOString() }
        : { status: 'unavailable', heldUntil: null };
    });
  }
}
