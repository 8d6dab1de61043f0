import {
  Body,
  Controller,
  Get,
  Header,
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
  paymentRpcs,
  type InitiatePaymentResponse,
  type PaymentConfigResponse,
  type PaymentOrderResult,
  type PaymentSummary,
  type ProofReceivedResponse,
  type SavePaymentResponse,
} from '@eventdesk/contracts';
import { Public, RpcClient, sharedResult } from '@eventdesk/server-kit';
import { requestLanguage } from '../http/request-language';
import { IdempotencyKey } from '../http/idempotency-key.decorator';
import { sendAutoSubmitPage } from './payment-pages';
import { CardCallbackDto, InitiatePaymentDto, SavePaymentDto, UploadProofFieldsDto } from './payments.dto';
import { ProofIntake, ProofUploadInterceptor } from './proof-intake';
import { PublicRefPipe } from '../http/public-ref.pipe';

/**
 * Every page asks for the payment config (the test-payments notice), and it changes only with a deployment: one
 * answer of payment-service is shared for this long, so a rush of visitors costs no extra RPCs.
 */
const PAYMENT_CONFIG_SHARED_MS = 30_000;

/** An order id that cannot be one of ours (CCAvenue's 30 letters and digits) is "not found" without asking. */
function checkedOrderId(orderId: string): string {
  if (!/^[A-Z0-9]{1,30}$/.test(orderId)) {
    throw new NotFoundException('Order not found');
  }
  return orderId;
}

@ApiTags('payments')
@Public()
@Controller()
export class PaymentsController {
  private readonly sharedConfig = sharedResult(PAYMENT_CONFIG_SHARED_MS, () =>
    this.rpc.call(paymentRpcs.getConfig, {}),
  );

  constructor(
    private readonly rpc: RpcClient,
    private readonly proofs: ProofIntake,
  ) {}

  @Get('payment-config')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({
    summary:
      'Which card provider is active, and whether this is a trial deployment (every page then says "test payments")',
  })
  config(): Promise<PaymentConfigResponse> {
    return this.sharedConfig();
  }

  @Post('initiate_payment')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Start a card payment for a registration; the amount is the registration’s, any client amount is ignored',
  })
  initiate(@Body() body: InitiatePaymentDto): Promise<InitiatePaymentResponse> {
    return this.rpc.call(paymentRpcs.initiate, { ref: body.ref });
  }

  @Get('payment/checkout/:orderId')
  @ApiOperation({ summary: 'HTML page that posts the encrypted order to the card provider' })
  async checkout(
    @Param('orderId') orderId: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const form = await this.rpc.call(paymentRpcs.checkoutForm, {
      orderId: checkedOrderId(orderId),
    });
    sendAutoSubmitPage(res, form, requestLanguage(req));
  }

  @Post('payment/callback')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOperation({
    summary:
      'The card provider’s response (encResp); verified, then the browser goes to /success or /error (303)',
  })
  async callback(@Body() body: CardCallbackDto, @Res() res: Response): Promise<void> {
    const { location } = await this.rpc.call(paymentRpcs.cardCallback, body);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, location);
  }

  @Post('payment/save')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The verified status of an order (kept for the spec’s result page); never marks anything paid',
  })
  save(@Body() body: SavePaymentDto): Promise<SavePaymentResponse> {
    return this.rpc.call(paymentRpcs.save, { orderId: body.orderId });
  }

  @Get('payment/orders/:orderId')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'The verified result of a card order for /success and /error (the redirect carries only the order id)',
  })
  orderResult(@Param('orderId') orderId: string): Promise<PaymentOrderResult> {
    return this.rpc.call(paymentRpcs.orderResult, { orderId: checkedOrderId(orderId) });
  }

  @Get('payments/:ref')
  @ApiOperation({
    summary: 'What the payment page shows: amount, reference, bank/UPI details, current status',
  })
  summary(@Param('ref', PublicRefPipe) ref: string): Promise<PaymentSummary> {
    return this.rpc.call(paymentRpcs.summary, { ref });
  }

  @Post('payments/:ref/proof')
  @HttpCode(201)
  @UseInterceptors(ProofUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    description: '`image` (JPG, PNG, GIF or WebP by its bytes; at most 5 MB) and `transactionId` (the UTR)',
    type: UploadProofFieldsDto,
  })
  @ApiOperation({
    summary:
      'Upload a bank transfer / UPI receipt; staff confirm it within about 24 hours. A retry with the same Idempotency-Key gets the first answer',
  })
  uploadProof(
    @Param('ref', PublicRefPipe) ref: string,
    @Body() body: UploadProofFieldsDto,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() req: Request,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<ProofReceivedResponse> {
    return this.proofs.submit(ref, file, body.transactionId, requestLanguage(req), idempotencyKey);
  }
}
