import {
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  paymentPatterns,
  publicRef,
  type CardCallbackResult,
  type CheckoutForm,
  type InitiatePaymentResponse,
  type PaymentConfigResponse,
  type PaymentSummary,
  type ProofReceivedResponse,
  type SavePaymentResponse,
} from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';
import { requestLanguage } from '../http/request-language';
import { sendAutoSubmitPage } from './payment-pages';
import { CardCallbackDto, InitiatePaymentDto, SavePaymentDto, UploadProofFieldsDto } from './payments.dto';
import { ProofIntake } from './proof-intake';
import { ProofUploadInterceptor } from './proof-upload.interceptor';

/** A registration reference that is not one is "not found", the same answer as an unknown one. */
function checkedRef(ref: string): string {
  if (!publicRef.safeParse(ref).success) {
    throw new NotFoundException('Registration not found');
  }
  return ref;
}

@ApiTags('payments')
@Public()
@Controller()
export class PaymentsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly proofs: ProofIntake,
  ) {}

  @Get('payment-config')
  @ApiOperation({
    summary: 'Which card provider is active (the web app shows /payment_test only for the sandbox)',
  })
  config(): Promise<PaymentConfigResponse> {
    return this.rpc.request(paymentPatterns.getConfig, {});
  }

  @Post('initiate_payment')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Start a card payment for a registration; the amount is the registration’s, any client amount is ignored',
  })
  initiate(@Body() body: InitiatePaymentDto): Promise<InitiatePaymentResponse> {
    return this.rpc.request(paymentPatterns.initiate, { ref: body.ref });
  }

  @Get('payment/checkout/:orderId')
  @ApiOperation({ summary: 'HTML page that posts the encrypted order to the card provider' })
  async checkout(
    @Param('orderId') orderId: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (!/^[A-Z0-9]{1,30}$/.test(orderId)) {
      throw new NotFoundException('Order not found');
    }
    const form = await this.rpc.request<CheckoutForm>(paymentPatterns.checkoutForm, { orderId });
    sendAutoSubmitPage(res, form, requestLanguage(req));
  }

  @Post('payment/callback')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOperation({
    summary:
      'The card provider’s response (encResp); verified, then the browser goes to /success or /error (303)',
  })
  async callback(@Body() body: CardCallbackDto, @Res() res: Response): Promise<void> {
    const { location } = await this.rpc.request<CardCallbackResult>(paymentPatterns.cardCallback, body);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, location);
  }

  @Post('payment/save')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The verified status of an order (kept for the spec’s result page); never marks anything paid',
  })
  save(@Body() body: SavePaymentDto): Promise<SavePaymentResponse> {
    return this.rpc.request(paymentPatterns.save, { orderId: body.orderId });
  }

  @Get('payments/:ref')
  @ApiOperation({
    summary: 'What the payment page shows: amount, reference, bank/UPI details, current status',
  })
  summary(@Param('ref') ref: string): Promise<PaymentSummary> {
    return this.rpc.request(paymentPatterns.summary, { ref: checkedRef(ref) });
  }

  @Post('payments/:ref/proof')
  @HttpCode(201)
  @UseInterceptors(ProofUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    description: '`image` (JPG, PNG, GIF or WebP by its bytes; at most 5 MB) and `transactionId` (the UTR)',
    type: UploadProofFieldsDto,
  })
  @ApiOperation({ summary: 'Upload a bank transfer / UPI receipt; staff confirm it within about 24 hours' })
  uploadProof(
    @Param('ref') ref: string,
    @Body() body: UploadProofFieldsDto,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() req: Request,
  ): Promise<ProofReceivedResponse> {
    return this.proofs.submit(checkedRef(ref), file, body.transactionId, requestLanguage(req));
  }
}
