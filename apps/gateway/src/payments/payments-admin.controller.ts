import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  paymentRpcs,
  type ConfirmProofResponse,
  type PaymentView,
  type ProofReceivedResponse,
  type ProofReviewPage,
  type ProofView,
  type StaffTokenClaims,
  staffCapabilities,
} from '@eventdesk/contracts';
import { RpcClient, streamStoredFile } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { IntIdPipe } from '../http/int-id.pipe';
import { requestLanguage } from '../http/request-language';
import {
  ConfirmProofDto,
  ProofReviewListQueryDto,
  RejectProofDto,
  StaffUploadProofFieldsDto,
} from './payments.dto';
import { ProofIntake, StaffProofUploadInterceptor } from './proof-intake';

const idPipe = (what: string) => new IntIdPipe(`${what} not found`);

/** Staff side of payments (admin spec §7), behind the staff guard. */
@ApiTags('payments (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.registrations)
@Controller()
export class PaymentsAdminController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly proofIntake: ProofIntake,
  ) {}

  @Get('registrations/:id/payments')
  @ApiOperation({ summary: 'Payments of a registration (the bank/UPI one with receipts first)' })
  payments(@Param('id', idPipe('Registration')) id: number): Promise<PaymentView[]> {
    return this.rpc.call(paymentRpcs.listForRegistration, { id });
  }

  @Get('payments/:id/proofs')
  @ApiOperation({ summary: 'Receipts of a payment, newest first' })
  proofs(@Param('id', idPipe('Payment')) id: number): Promise<ProofView[]> {
    return this.rpc.call(paymentRpcs.listProofs, { id });
  }

  @Get('payment-proofs/:id/image')
  @ApiProduces('image/jpeg', 'image/png', 'image/gif', 'image/webp')
  @ApiOperation({ summary: 'The receipt image (its type as detected from its bytes)' })
  image(@Param('id', idPipe('Payment proof')) id: number, @Res() res: Response): Promise<void> {
    return streamStoredFile(res, (index) => this.rpc.call(paymentRpcs.proofImageChunk, { id, index }), {
      disposition: 'inline',
    });
  }

  @Post('admin/payment-proofs/:id/confirm')
  @ApiOperation({
    summary: 'Confirm a receipt against the bank statement (amount, method, UTR); completes the payment once',
  })
  confirm(
    @Param('id', idPipe('Payment proof')) id: number,
    @Body() body: ConfirmProofDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<ConfirmProofResponse> {
    return this.rpc.call(paymentRpcs.confirmProof, {
      ...body,
      id: id,
      confirmedBy: staff.username,
    });
  }

  @Get('admin/payment-proofs')
  @ApiOperation({
    summary: 'Receipts to confirm (or already confirmed / rejected), newest first, with the amount due',
  })
  reviewList(@Query() query: ProofReviewListQueryDto): Promise<ProofReviewPage> {
    return this.rpc.call(paymentRpcs.listProofsForReview, query);
  }

  @Post('admin/payment-proofs/:id/reject')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reject a receipt with a reason; a reviewed receipt cannot be reviewed again (409)',
  })
  reject(
    @Param('id', idPipe('Payment proof')) id: number,
    @Body() body: RejectProofDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<ProofView> {
    return this.rpc.call(paymentRpcs.rejectProof, {
      ...body,
      id: id,
      rejectedBy: staff.username,
    });
  }

  @Post('admin/registrations/:id/proof')
  @HttpCode(201)
  @UseInterceptors(StaffProofUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    description: '`image` (JPG, PNG, GIF or WebP by its bytes; at most 5 MB) and optionally `transactionId`',
    type: StaffUploadProofFieldsDto,
  })
  @ApiOperation({ summary: 'Upload a receipt for a registration (Add Registration dialog); pending review' })
  staffUploadProof(
    @Param('id', idPipe('Registration')) id: number,
    @Body() body: StaffUploadProofFieldsDto,
    @UploadedFile() file: Express.Multer.File | undefined,
    @CurrentStaff() staff: StaffTokenClaims,
    @Req() req: Request,
  ): Promise<ProofReceivedResponse> {
    return this.proofIntake.staffSubmit(id, file, body.transactionId, staff.username, requestLanguage(req));
  }
}
