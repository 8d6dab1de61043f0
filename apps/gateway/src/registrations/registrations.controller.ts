import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  createRegistrationBody,
  registrationRpcs,
  type CreateRegistrationResponse,
  type RegistrationView,
} from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';
import { SeatHoldChallenged } from '../challenges/seat-hold-challenge.guard';
import { CouponThrottled } from '../http/form-throttle';
import { IdempotencyKey } from '../http/idempotency-key.decorator';
import { CreateRegistrationDto } from './registrations.dto';
import { PublicRefPipe } from '../http/public-ref.pipe';

@ApiTags('registrations')
@Public()
@Controller('registrations')
export class RegistrationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(201)
  // A code here is evaluated like a coupon check: it spends the same per-address budget.
  @CouponThrottled('couponCode')
  // Past the address's hourly budget, or on a package that runs low, a hold needs a proof of work.
  @SeatHoldChallenged(createRegistrationBody)
  @ApiOperation({
    summary:
      'Register a visitor; the amount is computed on the server. A retry with the same Idempotency-Key gets the first answer',
  })
  create(
    @Body() body: CreateRegistrationDto,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<CreateRegistrationResponse> {
    return this.rpc.call(registrationRpcs.create, { ...body, idempotencyKey });
  }

  @Get(':ref')
  @ApiOperation({ summary: 'A registration by its public reference (never by its integer id)' })
  async get(@Param('ref', PublicRefPipe) ref: string): Promise<RegistrationView> {
    return this.rpc.call(registrationRpcs.getByRef, { ref });
  }
}
