import {
  registrationRpcs,
  type PackageSeats,
  type SeatsView,
  type TicketPackage,
} from '@eventdesk/contracts';
import type { RpcClient } from '@eventdesk/server-kit';

/**
 * The seats left per package, asked of registration-service at most once per `maxAgeMs` per gateway replica, so
 * the low-package check adds no RPC per request in a rush: concurrent requests share one answer in flight.
 */
export class SeatsSnapshot {
  private latest: { at: number; view: SeatsView } | undefined;
  private refreshing: Promise<SeatsView | undefined> | undefined;

  constructor(
    private readonly rpc: Pick<RpcClient, 'call'>,
    private readonly maxAgeMs = 1000,
  ) {}

  async of(pkg: TicketPackage): Promise<PackageSeats | undefined> {
    const view = await this.current();
    return view?.packages[pkg];
  }

  private current(): Promise<SeatsView | undefined> {
    if (this.latest && Date.now() - this.latest.at < this.maxAgeMs) {
      return Promise.resolve(this.latest.view);
    }
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  /** Unanswered: the last count (or none). The hold itself then meets the same unavailable service. */
  private async refresh(): Promise<SeatsView | undefined> {
    const askedAt = Date.now();
    try {
      const view = await this.rpc.call(registrationRpcs.seats, {});
      this.latest = { at: askedAt, view };
      return view;
    } catch {
      return this.latest?.view;
    }
  }
}

/** Seats left at or below max(min, percent % of the capacity); both 0 turn the rule off (benches only). */
export function runsLow(seats: PackageSeats, level: { min: number; percent: number }): boolean {
  if (level.min === 0 && level.percent === 0) {
    return false;
  }
  return seats.seatsLeft <= Math.max(level.min, Math.ceil((seats.capacity * level.percent) / 100));
}
