import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { leadsRpcs, staffCapabilities, type LinkedLeadsReply } from '@eventdesk/contracts';
import { RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { RegistrationIdPipe } from '../registration-changes/registration-id.pipe';

/** The leads a `payment_done` reference linked to a registration, for the registration's staff view. */
@ApiTags('registrations (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.registrations)
@Controller('admin/registrations')
export class RegistrationLeadsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':id/leads')
  @ApiOperation({ summary: 'Leads linked to this registration (by the reference id of a payment_done lead)' })
  linked(@Param('id', RegistrationIdPipe) registrationId: number): Promise<LinkedLeadsReply> {
    return this.rpc.call(leadsRpcs.linkedToRegistration, { registrationId });
  }
}
