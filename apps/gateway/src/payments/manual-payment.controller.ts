import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  paymentRpcs,
  type ManualPaymentUpdated,
  type StaffTokenClaims,
  staffCapabilities,
} from '@eventdesk/contracts';
import { RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { RegistrationIdPipe } from '../registration-changes/registration-id.pipe';
import { MANUAL_UPDATE_PATHS } from './manual-update-routes';
import { ManualPaymentUpdateDto } from './payments.dto';

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
    @Param('id', RegistrationIdPipe) id: number,
    @Body() body: ManualPaymentUpdateDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<ManualPaymentUpdated> {
    return this.rpc.call(paymentRpcs.manualUpdate, {
      ...body,
      registrationId: id,
      actor: staff.username,
    });
  }
}
