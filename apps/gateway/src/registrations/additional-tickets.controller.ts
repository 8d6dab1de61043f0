import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  additionalTicketBody,
  registrationRpcs,
  type CreateRegistrationResponse,
} from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';
import { SeatHoldChallenged } from '../challenges/seat-hold-challenge.guard';
import { IdempotencyKey } from '../http/idempotency-key.decorator';
import { AdditionalTicketDto } from './additional-tickets.dto';
import { PublicRefPipe } from '../http/public-ref.pipe';

@ApiTags('registrations')
@Public()
@Controller('registrations')
export class AdditionalTicketsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post(':parentRef/additional-ticket')
  @HttpCode(201)
  @SeatHoldChallenged(additionalTicketBody)
  @ApiOperation({
    summary: 'Another ticket for the holder of a paid registration (409 REGISTRATION_NOT_PAID otherwise)',
  })
  create(
    @Param('parentRef', PublicRefPipe) parentRef: string,
    @Body() body: AdditionalTicketDto,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<CreateRegistrationResponse> {
    return this.rpc.call(registrationRpcs.createAdditionalTicket, {
      ...body,
      parentRef,
      idempotencyKey,
    });
  }
}
