import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  paymentPatterns,
  type ManualPaymentUpdated,
  type StaffTokenClaims,
  staffCapabilities,
} from '@eventdesk/contracts';
import { DomainError, RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { MANUAL_UPDATE_PATHS } from './manual-update-routes';
import { ManualPaymentUpdateDto } from './payments.dto';

const MAX_ID = 2_147_483_647;

/** A registration id that is not a number in range can never match: "not found". */
function registrationId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) {
    throw new DomainError('NOT_FOUND', 'Registration not found');
  }
  return id;
}

@ApiTags('payments (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.registrations)
@Controller()
export class ManualPaymentController {
  constructor(private readonly rpc: RpcClient) {}

  @Post(MANUAL_UPDATE_PATHS)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Record a payment received outside the site (cash by default) for a registration; completes it once (409 when already completed)',
  })
  update(
    @Param('id') id: string,
    @Body() body: ManualPaymentUpdateDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<ManualPaymentUpdated> {
    return this.rpc.request(paymentPatterns.manualUpdate, {
      ...body,
      registrationId: registrationId(id),
      actor: staff.username,
    });
  }
}
