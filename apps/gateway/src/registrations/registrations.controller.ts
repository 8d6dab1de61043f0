import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  publicRef,
  registrationPatterns,
  type CreateRegistrationResponse,
  type RegistrationView,
} from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';
import { CreateRegistrationDto } from './registrations.dto';

@ApiTags('registrations')
@Public()
@Controller('registrations')
export class RegistrationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Register a visitor; the amount is computed on the server' })
  create(@Body() body: CreateRegistrationDto): Promise<CreateRegistrationResponse> {
    return this.rpc.request(registrationPatterns.create, body);
  }

  @Get(':ref')
  @ApiOperation({ summary: 'A registration by its public reference (never by its integer id)' })
  async get(@Param('ref') ref: string): Promise<RegistrationView> {
    // A sequential id or any other guess is simply "not found", the same answer as a wrong reference.
    if (!publicRef.safeParse(ref).success) {
      throw new NotFoundException('Registration not found');
    }
    return this.rpc.request(registrationPatterns.getByRef, { ref });
  }
}
