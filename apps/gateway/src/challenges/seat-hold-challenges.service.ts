import { Inject, Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import {
  decodeChallengeAnswer,
  type Language,
  type SeatHoldChallenge,
  type TicketPackage,
} from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { challengeRequiredMessage } from './challenge-messages';
import { checkSeatHoldAnswer, createSeatHoldChallenge } from './proof-of-work';
import { SEAT_HOLD_CHALLENGE_OPTIONS, type SeatHoldChallengeOptions } from './seat-hold-challenge-options';
import { runsLow, SeatsSnapshot } from './seats-snapshot';

/** The Redis counters (with the rate limits' fallback to this replica's memory while Redis does not answer). */
export const CHALLENGE_COUNTERS = Symbol('CHALLENGE_COUNTERS');

const HOUR_MS = 3_600_000;

export interface SeatHoldRequest {
  /** The client address as the rate limits see it (req.ip, behind the trusted proxy). */
  address: string;
  /** The package asked for. */
  package: TicketPackage;
  /** The CHALLENGE_HEADER value, if any. */
  answer: string | undefined;
  language: Language;
}

/**
 * Decides, before a public seat hold goes to registration-service, whether it needs a proof of work: past
 * `holdsPerAddressPerHour` holds from one address, or on a package that runs low (from any address). A needed
 * answer must be valid, unexpired and unused; each is accepted once across all replicas.
 */
@Injectable()
export class SeatHoldChallenges {
  constructor(
    @Inject(SEAT_HOLD_CHALLENGE_OPTIONS) private readonly options: SeatHoldChallengeOptions,
    @Inject(CHALLENGE_COUNTERS) private readonly counters: ThrottlerStorage,
    private readonly seats: SeatsSnapshot,
  ) {}

  issue(): Promise<SeatHoldChallenge> {
    const expiresAt = new Date(Date.now() + this.options.ttlSeconds * 1000);
    return createSeatHoldChallenge(this.options.keys, this.options.difficulty, expiresAt);
  }

  /** Resolves when the hold may proceed; throws CHALLENGE_REQUIRED (429) otherwise. */
  async admit(request: SeatHoldRequest): Promise<void> {
    const [addressOverBudget, packageLow] = await Promise.all([
      this.addressOverBudget(request.address),
      this.packageRunsLow(request.package),
    ]);
    if (!addressOverBudget && !packageLow) {
      return;
    }
    if (await this.answerAccepted(request.answer)) {
      return;
    }
    throw new DomainError('CHALLENGE_REQUIRED', challengeRequiredMessage(request.language));
  }

  /**
   * Counts this hold (in a fixed hour from the address's first), whatever its outcome; past the budget the count
   * stops and every further hold in that hour needs an answer.
   */
  private async addressOverBudget(address: string): Promise<boolean> {
    const record = await this.counters.increment(
      address,
      HOUR_MS,
      this.options.holdsPerAddressPerHour,
      0,
      'seat-holds',
    );
    return record.isBlocked;
  }

  private async packageRunsLow(pkg: TicketPackage): Promise<boolean> {
    const seats = await this.seats.of(pkg);
    return seats !== undefined && runsLow(seats, this.options.lowSeats);
  }

  /** Checked first (HMAC only), then spent: a second use of the same challenge within its life is refused. */
  private async answerAccepted(header: string | undefined): Promise<boolean> {
    const answer = decodeChallengeAnswer(header);
    if (!answer || (await checkSeatHoldAnswer(this.options.keys, answer)) !== 'valid') {
      return false;
    }
    const lifeMs = (answer.challenge.parameters.expiresAt ?? 0) * 1000 - Date.now();
    const use = await this.counters.increment(
      answer.challenge.signature,
      Math.max(lifeMs, 1000),
      1,
      0,
      'seat-hold-answers',
    );
    return !use.isBlocked;
  }
}
