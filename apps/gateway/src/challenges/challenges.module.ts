import { Module, type DynamicModule } from '@nestjs/common';
import { RpcClient } from '@eventdesk/server-kit';
import { connectRedisThrottlerStorage } from '../http/redis-throttler.storage';
import { ChallengesController } from './challenges.controller';
import { SEAT_HOLD_CHALLENGE_OPTIONS, type SeatHoldChallengeOptions } from './seat-hold-challenge-options';
import { CHALLENGE_COUNTERS, SeatHoldChallenges } from './seat-hold-challenges.service';
import { SeatsSnapshot } from './seats-snapshot';

/** GET /api/challenge and the decision the seat-holding routes ask of it (SeatHoldChallenged). */
@Module({})
export class ChallengesModule {
  static forRoot(options: SeatHoldChallengeOptions): DynamicModule {
    return {
      module: ChallengesModule,
      controllers: [ChallengesController],
      providers: [
        { provide: SEAT_HOLD_CHALLENGE_OPTIONS, useValue: options },
        // Its own connection; the storage closes it on shutdown.
        {
          provide: CHALLENGE_COUNTERS,
          useFactory: () => connectRedisThrottlerStorage(options.redisUrl, options.queuePrefix),
        },
        {
          provide: SeatsSnapshot,
          useFactory: (rpc: RpcClient) => new SeatsSnapshot(rpc),
          inject: [RpcClient],
        },
        SeatHoldChallenges,
      ],
      exports: [SeatHoldChallenges],
    };
  }
}
