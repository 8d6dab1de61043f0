import { PROOF_MAX_BYTES } from '@eventdesk/contracts/payment';
import { validationMessages } from '@eventdesk/contracts/common';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import {
  ReceiptUploadForm,
  type ReceiptSubmitOutcome,
} from '@/features/payment/components/receipt-upload-form';
import en from '@/i18n/en.json';
import { i18n } from '@/lib/i18n';

function renderForm(onSubmit = vi.fn(async (): Promise<ReceiptSubmitOutcome> => ({ ok: true }))) {
  render(
    <AppProvider>
      <ReceiptUploadForm onSubmit={onSubmit} />
    </AppProvider>,
  );
  return onSubmit;
}

const imageError = () => document.getElementById('receipt-image-error')?.textContent;
const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('receipt-input'), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: en.payment.upload.submit }));

/** A File that reports `size` without allocating it. */
function sizedFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('ReceiptUploadForm', () => {
  it('says "Please select an image" and asks for the UTR when nothing is filled in, and sends nothing', async () => {
    const onSubmit = renderForm();
    submit();
    await waitFor(() => expect(imageError()).toBe('Please select an image'));
    expect(document.getElementById('receipt-utr-error')?.textContent).toBe(
      validationMessages.en['validation.proof.transactionId.required'],
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says "File too large" for more than 5 MB and "Images only" for another kind, in Tamil too', async () => {
    const onSubmit = renderForm();
    choose(sizedFile('receipt.png', 'image/png', PROOF_MAX_BYTES + 1));
    await waitFor(() => expect(imageError()).toBe('File too large'));
    choose(sizedFile('receipt.pdf', 'application/pdf', 1000));
    await waitFor(() => expect(imageError()).toBe('Images only (JPG, PNG, GIF or WebP)'));
    await i18n.changeLanguage('ta');
    choose(sizedFile('receipt.png', 'image/png', PROOF_MAX_BYTES + 1));
    await waitFor(() => expect(imageError()).toBe(validationMessages.ta['validation.proof.image.tooLarge']));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a bank-format UTR and an image of at least 10 kB, in Tamil too, and sends nothing', async () => {
    await i18n.changeLanguage('en');
    const onSubmit = renderForm();
    // By its test id: the button's name changes with the language.
    const send = () => fireEvent.click(screen.getByTestId('upload-submit'));
    choose(sizedFile('receipt.png', 'image/png', 69));
    fireEvent.change(screen.getByTestId('utr-input'), { target: { value: 'UTR1234' } });
    send();
    await waitFor(() => expect(imageError()).toBe(validationMessages.en['validation.proof.image.tooSmall']));
    expect(document.getElementById('receipt-utr-error')?.textContent).toBe(
      validationMessages.en['validation.proof.transactionId.format'],
    );
    await i18n.changeLanguage('ta');
    send();
    await waitFor(() =>
      expect(document.getElementById('receipt-utr-error')?.textContent).toBe(
        validationMessages.ta['validation.proof.transactionId.format'],
      ),
    );
    await i18n.changeLanguage('en');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the image and the trimmed UTR, and shows what the server said about the file', async () => {
    const onSubmit = vi.fn(async (): Promise<ReceiptSubmitOutcome> => ({
      ok: false,
      fileError: 'Images only (JPG, PNG, GIF or WebP)',
    }));
    renderForm(onSubmit);
    const file = sizedFile('receipt.png', 'image/png', 20_000);
    choose(file);
    fireEvent.change(screen.getByTestId('utr-input'), { target: { value: '  412345678901 ' } });
    submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ image: file, transactionId: '412345678901' }),
    );
    await waitFor(() => expect(imageError()).toBe('Images only (JPG, PNG, GIF or WebP)'));
  });
});
