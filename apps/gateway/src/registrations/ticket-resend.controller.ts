import { Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { createZodDto } from 'nestjs-zod';
import {
  registrationRpcs,
  ticketResendResponse,
  TICKET_RESENDS_PER_HOUR,
  type TicketResendResponse,
} from '@eventdesk/contracts';
import { DomainError, Public, RpcClient } from '@eventdesk/server-kit';
import { FormThrottled } from '../http/form-throttle';
import { requestLanguage } from '../http/request-language';
import { PublicRefPipe } from '../http/public-ref.pipe';

class TicketResendResponseDto extends createZodDto(ticketResendResponse) {}

function retryAfterSeconds(error: DomainError): number | undefined {
  const details = error.details as { retryAfterSeconds?: unknown } | undefined;
  return typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : undefined;
}

/** "Resend my ticket" from the visitor's ticket page: no body, so nothing in the request can redirect the mail. */
@ApiTags('registrations')
@Public()
@Controller('registrations')
export class TicketResendController {
  constructor(private readonly rpc: RpcClient) {}

  @Post(':ref/resend-ticket')
  @HttpCode(202)
  // Per address, like the other public forms: one address cannot walk through many refs.
  @FormThrottled()
  @ApiOperation({
    summary: `E-mail the ticket again to the stored address (paid registrations; at most ${TICKET_RESENDS_PER_HOUR} an hour each)`,
  })
  @ApiAcceptedResponse({ type: TicketResendResponseDto })
  @ApiTooManyRequestsResponse({
    description:
      "TICKET_RESEND_LIMIT (the ticket's hourly budget) or RATE_LIMITED, with Retry-After in seconds",
  })
  async resend(
    @Param('ref', PublicRefPipe) ref: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TicketResendResponse> {
    try {
      return await this.rpc.call(registrationRpcs.resendTicket, {
        ref,
        language: requestLanguage(request),
      });
    } catch (error) {
      const wait = error instanceof DomainError ? retryAfterSeconds(error) : undefined;
      if (wait !== undefined) {
        response.setHeader('Retry-After', String(wait));
      }
      throw error;
    }
  }
}
