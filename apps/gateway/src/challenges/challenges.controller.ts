import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SeatHoldChallenge } from '@eventdesk/contracts';
import { Public } from '@eventdesk/server-kit';
import { SeatHoldChallenges } from './seat-hold-challenges.service';

@ApiTags('registrations')
@Public()
@Controller('challenge')
export class ChallengesController {
  constructor(private readonly challenges: SeatHoldChallenges) {}

  @Get()
  // Each challenge is single-use: no cache may hand one to two visitors.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'A proof-of-work challenge (ALTCHA v2, PBKDF2/SHA-256, valid 10 min) for a seat hold that needs one; ' +
      'costs the server one key derivation, limited by the general per-address rate limit',
  })
  issue(): Promise<SeatHoldChallenge> {
    return this.challenges.issue();
  }
}
