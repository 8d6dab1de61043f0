import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  SEAT_HOLDS_LISTED_PER_PACKAGE,
  ticketPackages,
  type ReleaseHoldsCommand,
  type ReleaseHoldsResponse,
  type SeatHoldsView,
} from '@eventdesk/contracts';
import { recordAudit } from '@eventdesk/server-kit';
import { capacitiesOf } from '../seats/seat-capacities';
import { SettingsService } from '../settings/settings.service';
import { seatHoldsRepository } from './seat-holds.repository';

/**
 * Staff view of held-but-unpaid seats per package, and their release (issue 12 §1): when holds by people who
 * never pay keep a package off sale, staff free them at once instead of waiting for the holds to lapse.
 */
@Injectable()
export class SeatHoldsService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {}

  async view(): Promise<SeatHoldsView> {
    const capacities = capacitiesOf(await this.settings.get());
    const em = this.em.fork();
    const [counts, held] = await Promise.all([
      seatHoldsRepository.counts(em),
      seatHoldsRepository.held(em, SEAT_HOLDS_LISTED_PER_PACKAGE),
    ]);
    const countOf = new Map(counts.map((row) => [row.package, row]));
    return {
      packages: ticketPackages.map((pkg) => ({
        package: pkg,
        capacity: capacities[pkg],
        sold: countOf.get(pkg)?.sold ?? 0,
        held: countOf.get(pkg)?.held ?? 0,
        registrations: held.get(pkg) ?? [],
      })),
      countedAt: new Date().toISOString(),
    };
  }

  /** Lapses the chosen holds now and records each release in the audit log, in one transaction. */
  async release(command: ReleaseHoldsCommand): Promise<ReleaseHoldsResponse> {
    return this.em.fork().transactional(async (tx) => {
      const released = await seatHoldsRepository.release(tx, command.body.registrationIds);
      for (const hold of released) {
        await recordAudit(tx, {
          actor: command.actor,
          action: 'seat-hold.release',
          targetType: 'registration',
          targetId: String(hold.registrationId),
          before: { package: hold.package, seat: hold.number, heldUntil: hold.heldUntil },
          after: { package: hold.package, seat: hold.number, released: true },
        });
      }
      return { released: released.length };
    });
  }
}
