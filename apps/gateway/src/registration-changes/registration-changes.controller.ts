import { Body, Controller, Delete, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  registrationRpcs,
  type AdminRegistrationCreated,
  type AdminRegistrationRow,
  type MessageResponse,
  type StaffTokenClaims,
  staffCapabilities,
} from '@eventdesk/contracts';
import { RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import {
  AdminRegistrationDto,
  AdminUpdateRegistrationDto,
  SetPaymentStatusDto,
} from './registration-changes.dto';
import { RegistrationIdPipe } from './registration-id.pipe';

/** Add, edit, delete and payment status of registrations by staff (admin spec §2, §7). */
@ApiTags('registrations (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.registrations)
@Controller('admin/registrations')
export class RegistrationChangesController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @ApiOperation({ summary: 'Add Registration: priced on the server, takes a seat (409 Sold out)' })
  create(
    @Body() body: AdminRegistrationDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<AdminRegistrationCreated> {
    return this.rpc.call(registrationRpcs.adminCreate, { actor: staff.username, body });
  }

  @Put(':id')
  @ApiOperation({
    summary:
      'Edit Registration: a package change moves the seat and reprices (409 once the payment is completed)',
  })
  update(
    @Param('id', RegistrationIdPipe) id: number,
    @Body() body: AdminUpdateRegistrationDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<AdminRegistrationRow> {
    return this.rpc.call(registrationRpcs.adminUpdate, { id, actor: staff.username, body });
  }

  @Delete(':id')
  @Roles(...staffCapabilities.deleteRegistration)
  @ApiOperation({ summary: 'Soft delete (super_admin): the row stays for the audit; its seat is released' })
  delete(
    @Param('id', RegistrationIdPipe) id: number,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<MessageResponse> {
    return this.rpc.call(registrationRpcs.adminDelete, { id, actor: staff.username });
  }

  @Patch(':id/payment-status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set pending / prospect / void (completed only comes from a payment)' })
  setPaymentStatus(
    @Param('id', RegistrationIdPipe) id: number,
    @Body() body: SetPaymentStatusDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<AdminRegistrationRow> {
    return this.rpc.call(registrationRpcs.setPaymentStatus, { ...body, id, actor: staff.username });
  }
}
