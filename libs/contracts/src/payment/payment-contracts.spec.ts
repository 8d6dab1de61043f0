import { randomUUID } from 'node:crypto';
import { cardCallbackBody } from './http/card-callback';
import { initiatePaymentBody } from './http/initiate-payment';
import { confirmProofBody, PROOF_MAX_BYTES, uploadProofFields } from './http/payment-proof';
import { savePaymentBody } from './http/payment-result';
import { paymentSummary } from './http/payment-summary';
import { FILE_CHUNK_BYTES, stageProofChunkCommand, submitProofCommand } from './rpc/patterns';

const ref = 'AbCdEfGhIjKlMnOpQrStUv';

describe('payment contracts', () => {
  it('initiate_payment reads only the reference: a client amount or order id is dropped', () => {
    expect(initiatePaymentBody.parse({ ref, amount: 1, orderId: 'X', name: 'n', registeredid: 4 })).toEqual({
      ref,
    });
    expect(initiatePaymentBody.safeParse({ ref: '42', amount: 1 }).success).toBe(false);
  });

  it('the callback needs an encResp', () => {
    expect(cardCallbackBody.parse({ encResp: 'ab12', orderNo: 'ED1' })).toEqual({
      encResp: 'ab12',
      orderNo: 'ED1',
    });
    expect(cardCallbackBody.safeParse({ orderNo: 'ED1' }).success).toBe(false);
  });

  it('save takes the spec’s query fields but needs only an order id', () => {
    expect(savePaymentBody.parse({ orderId: 'ED1', orderStatus: 'Success', amount: '1.00' })).toMatchObject({
      orderId: 'ED1',
    });
    expect(savePaymentBody.safeParse({ orderStatus: 'Success' }).success).toBe(false);
  });

  it('a receipt needs a UTR of letters and digits', () => {
    expect(uploadProofFields.parse({ transactionId: ' 412345678901 ' })).toEqual({
      transactionId: '412345678901',
    });
    const missing = uploadProofFields.safeParse({ transactionId: '' });
    expect(missing.error?.issues[0]?.message).toBe('validation.proof.transactionId.required');
    expect(uploadProofFields.safeParse({ transactionId: '<script>' }).success).toBe(false);
  });

  it('staff confirmation needs a positive whole amount and a method', () => {
    expect(confirmProofBody.parse({ amount: 3600, method: 'upi', transactionId: 'UTR123' })).toBeTruthy();
    expect(confirmProofBody.safeParse({ amount: 36.5, method: 'upi', transactionId: 'UTR123' }).success).toBe(
      false,
    );
    expect(
      confirmProofBody.safeParse({ amount: 3600, method: 'card', transactionId: 'UTR123' }).success,
    ).toBe(false);
  });

  it('file pieces stay under the NATS limit and a whole receipt under 5 MB', () => {
    const piece = Buffer.alloc(FILE_CHUNK_BYTES, 1).toString('base64');
    expect(stageProofChunkCommand.safeParse({ uploadId: randomUUID(), index: 0, data: piece }).success).toBe(
      true,
    );
    expect(JSON.stringify({ data: piece }).length).toBeLessThan(1024 * 1024 - 4096);
    const submit = {
      ref,
      uploadId: randomUUID(),
      chunks: 10,
      size: PROOF_MAX_BYTES,
      sha256: 'a'.repeat(64),
      fileName: 'r.png',
      transactionId: 'UTR123',
    };
    expect(submitProofCommand.safeParse(submit).success).toBe(true);
    expect(submitProofCommand.safeParse({ ...submit, size: PROOF_MAX_BYTES + 1 }).success).toBe(false);
  });

  it('the payment summary parses a valid example and refuses a wrong currency', () => {
    const summary = {
      registration: {
        id: 1,
        ref,
        fullName: 'A',
        email: 'a@b.c',
        package: 'gold',
        voucher: false,
        isAdditionalTicket: false,
      },
      amount: 3600,
      currency: 'INR',
      paymentReference: 'CBC-1',
      paymentStatus: 'pending',
      bank: {
        accountName: '',
        accountNumber: '',
        ifsc: '',
        bankName: '',
        branch: '',
        upiId: '',
        qrImage: '',
      },
      proof: null,
    };
    expect(paymentSummary.parse(summary)).toEqual(summary);
    expect(paymentSummary.safeParse({ ...summary, currency: 'USD' }).success).toBe(false);
  });
});
