import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { toDataURL } from 'qrcode';
import type { PaymentSummary, PublicEventSettings, RegistrationView } from '@eventdesk/contracts';
import { paymentReferenceFor } from '../orders/registration-snapshot';
import { latestProofOf } from '../proofs/proofs.repository';
import { completionsOf } from './payments.repository';

/** What the payment page shows: amount, reference, where to send the money, and where things stand. */
@Injectable()
export class PaymentSummaryService {
  constructor(private readonly em: EntityManager) {}

  async summarize(registration: RegistrationView, settings: PublicEventSettings): Promise<PaymentSummary> {
    const em = this.em.fork();
    const [completed, proof] = await Promise.all([
      completionsOf(em, registration.id),
      latestProofOf(em, registration.id),
    ]);
    const paymentReference = paymentReferenceFor(registration.id);
    const bank = settings.payment;
    return {
      registration: {
        id: registration.id,
        ref: registration.ref,
        fullName: registration.fullName,
        email: registration.email,
        package: registration.package,
        voucher: registration.voucher,
        couponCode: registration.couponCode ?? null,
        listPrice: registration.listPrice ?? null,
        isAdditionalTicket: registration.isAdditionalTicket,
      },
      amount: registration.amount,
      currency: 'INR',
      paymentReference,
      // The registration service learns of a completion through the event; until then our own record says it.
      paymentStatus: completed > 0 ? 'completed' : registration.paymentStatus,
      bank: {
        accountName: bank.accountName,
        accountNumber: bank.accountNumber,
        ifsc: bank.ifsc,
        bankName: bank.bankName,
        branch: bank.branch,
        upiId: bank.upiId,
        qrImage:
          bank.qrImage ||
          (bank.upiId
            ? await upiQr(bank.upiId, bank.accountName, registration.amount, paymentReference)
            : ''),
      },
      proof: proof
        ? {
            status: proof.status,
            uploadedAt: proof.uploadedAt.toISOString(),
            transactionId: proof.transactionId,
          }
        : null,
      rejection:
        proof?.status === 'rejected'
          ? {
              reason: proof.rejectReason ?? '',
              rejectedAt: (proof.reviewedAt ?? proof.uploadedAt).toISOString(),
            }
          : null,
    };
  }
}

/** A UPI payment QR (NPCI's upi://pay link) with the amount and the reference as the remark filled in. */
function upiQr(upiId: string, payee: string, amount: number, reference: string): Promise<string> {
  const link = `upi://pay?${new URLSearchParams({ pa: upiId, pn: payee, am: `${amount}.00`, cu: 'INR', tn: reference })}`;
  return toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
