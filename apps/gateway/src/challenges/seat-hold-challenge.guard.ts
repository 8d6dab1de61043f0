import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiHeader, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { z } from 'zod';
import { CHALLENGE_HEADER, type TicketPackage } from '@eventdesk/contracts';
import { requestLanguage } from '../http/request-language';
import { SeatHoldChallenges } from './seat-hold-challenges.service';

/** The route's body contract: a body that fails it is refused by validation, so it holds nothing and costs nothing. */
type SeatHoldBody = z.ZodType<{ package: TicketPackage }>;
const SEAT_HOLD_BODY = 'eventdesk:seat-hold-body';

/**
 * Runs after the rate limits and before validation (guards precede pipes), so it checks the body against the
 * route's contract itself: an invalid body is left to validation (400) without being counted or asking for seats.
 */
@Injectable()
export class SeatHoldChallengeGuard implements CanActivate {
  constructor(
    private readonly challenges: SeatHoldChallenges,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const schema = this.reflector.get<SeatHoldBody | undefined>(SEAT_HOLD_BODY, context.getHandler());
    const body = schema?.safeParse(req.body);
    if (!body?.success) {
      return true;
    }
    await this.challenges.admit({
      address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      package: body.data.package,
      answer: req.header(CHALLENGE_HEADER),
      language: requestLanguage(req),
    });
    return true;
  }
}

/** A public route that holds a seat: past the address's budget or on a low package it needs a proof of work. */
export const SeatHoldChallenged = (body: SeatHoldBody): MethodDecorator =>
  applyDecorators(
    SetMetadata(SEAT_HOLD_BODY, body),
    UseGuards(SeatHoldChallengeGuard),
    ApiHeader({
      name: CHALLENGE_HEADER,
      required: false,
      description:
        'A solved GET /api/challenge (base64 JSON), when the API asked for one (429 CHALLENGE_REQUIRED)',
    }),
    ApiTooManyRequestsResponse({
      description: 'CHALLENGE_REQUIRED: fetch GET /api/challenge, solve it, send again',
    }),
  );
