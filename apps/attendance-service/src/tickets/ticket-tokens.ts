import { Inject, Injectable } from '@nestjs/common';
import { newTicketSeed, tokenForSeed, tokenHash, verifyTicketToken, type TokenCheck } from './ticket-token';

export const TICKET_SIGNING_SECRET = Symbol('TICKET_SIGNING_SECRET');

export interface NewTicketToken {
  seed: string;
  token: string;
  hash: string;
}

/** The signing secret stays in here; everything else sees seeds, tokens and hashes. */
@Injectable()
export class TicketTokens {
  constructor(@Inject(TICKET_SIGNING_SECRET) private readonly secret: string) {}

  issue(): NewTicketToken {
    const seed = newTicketSeed();
    const token = tokenForSeed(this.secret, seed);
    return { seed, token, hash: tokenHash(token) };
  }

  tokenFor(seed: string): string {
    return tokenForSeed(this.secret, seed);
  }

  verify(token: string): TokenCheck {
    return verifyTicketToken(this.secret, token);
  }

  hash(token: string): string {
    return tokenHash(token);
  }
}
