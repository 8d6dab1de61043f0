import { Body, Controller, Get, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { paymentRpcs } from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';
import { requestLanguage } from '../http/request-language';
import { sendAutoSubmitPage, sendSandboxPage } from './payment-pages';
import { SandboxOutcomeDto, SandboxTransactionDto } from './payments.dto';

function checkedTrackingId(trackingId: string): string {
  if (!/^\d{12}$/.test(trackingId)) {
    throw new NotFoundException('Not found');
  }
  return trackingId;
}

/**
 * The local card provider (PAYMENT_PROVIDER=sandbox only; otherwise every route answers 404): it receives the
 * same encrypted request CCAvenue would, and answers through our real callback with the same encryption.
 */
@ApiTags('payment sandbox')
@Public()
@Controller('payment-sandbox')
export class PaymentSandboxController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('transaction')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOperation({ summary: 'Sandbox: receives encRequest + access_code like CCAvenue’s initiateTransaction' })
  async open(@Body() body: SandboxTransactionDto, @Res() res: Response): Promise<void> {
    const { trackingId } = await this.rpc.call(paymentRpcs.sandboxOpen, {
      encRequest: body.encRequest,
      accessCode: body.access_code,
    });
    res.redirect(303, `/api/payment-sandbox/${trackingId}`);
  }

  @Get(':trackingId')
  @ApiOperation({ summary: 'Sandbox: the checkout page with Success / Failure / Cancel' })
  async page(@Param('trackingId') trackingId: string, @Res() res: Response): Promise<void> {
    const page = await this.rpc.call(paymentRpcs.sandboxGet, {
      trackingId: checkedTrackingId(trackingId),
    });
    sendSandboxPage(res, page);
  }

  @Post(':trackingId/complete')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOperation({ summary: 'Sandbox: the chosen outcome, posted back to our callback as encResp' })
  async complete(
    @Param('trackingId') trackingId: string,
    @Body() body: SandboxOutcomeDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const form = await this.rpc.call(paymentRpcs.sandboxComplete, {
      trackingId: checkedTrackingId(trackingId),
      outcome: body.outcome,
    });
    sendAutoSubmitPage(res, form, requestLanguage(req));
  }
}
