import { Body, Controller, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { publicRef, registrationPatterns, type CreateRegistrationResponse } from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';
import { AdditionalTicketDto } from './additional-tickets.dto';

@ApiTags('registrations')
@Public()
@Controller('registrations')
export class AdditionalTicketsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post(':parentRef/additional-ticket')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Another ticket for the holder of a paid registration (409 "Payment Not Completed" otherwise)',
  })
  create(
    @Param('parentRef') parentRef: string,
    @Body() body: AdditionalTicketDto,
  ): Promise<CreateRegistrationResponse> {
    if (!publicRef.safeParse(parentRef).success) {
      throw new NotFoundException('Registration not found');
    }
    return this.rpc.request(registrationPatterns.createAdditionalTicket, { ...body, parentRef });
  }
}
