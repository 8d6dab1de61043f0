import { PITCH_DOCUMENT_MAX_BYTES, type PitchApplicationForm } from '@eventdesk/contracts/pitch';
import { validationMessages } from '@eventdesk/contracts/common';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { PitchForm, type SubmitOutcome } from '@/features/pitch/components/pitch-form';
import en from '@/i18n/en.json';
import ta from '@/i18n/ta.json';
import { i18n } from '@/lib/i18n';

const input = (name: string) => document.getElementById(`pitch-${name}`) as HTMLInputElement;
const errorText = (name: string) => document.getElementById(`pitch-${name}-error`)?.textContent;

function renderForm(onSubmit = vi.fn(async (): Promise<SubmitOutcome> => ({ ok: true }))) {
  render(
    <AppProvider>
      <PitchForm onSubmit={onSubmit} />
    </AppProvider>,
  );
  return onSubmit;
}

function fillValid() {
  const values: Record<string, string> = {
    startupName: 'Kovai Agro Labs',
    founderName: 'Priya Raman',
    email: 'Priya@Example.com',
    phone: '+91 98765 43210',
    businessCategory: 'AgriTech',
    startupAge: 'idea',
    totalFounders: '5+',
    hasCustomers: 'yes',
    turnover: '1Cr+',
    fundingAmount: '50 lakhs',
    pitchDescription: 'P'.repeat(100),
    problemSolving: 'S'.repeat(50),
    targetMarket: 'M'.repeat(30),
  };
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(input(name), { target: { value } });
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: en.pitch.submit.button }));

describe('PitchForm', () => {
  it('shows the message of every rule for an empty form and sends nothing', async () => {
    const onSubmit = renderForm();
    submit();
    await waitFor(() =>
      expect(errorText('startupName')).toBe(validationMessages.en['validation.pitch.startupName.min']),
    );
    expect(errorText('email')).toBe('Valid email is required');
    expect(errorText('businessCategory')).toBe(
      validationMessages.en['validation.pitch.businessCategory.required'],
    );
    expect(errorText('pitchDescription')).toBe(
      validationMessages.en['validation.pitch.pitchDescription.min'],
    );
    expect(errorText('fundingAmount')).toBe(validationMessages.en['validation.pitch.fundingAmount.required']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds at most 3 team members and counts characters live', () => {
    renderForm();
    const add = screen.getByRole('button', { name: en.pitch.team.add });
    for (let i = 0; i < 3; i += 1) {
      fireEvent.click(add);
    }
    expect(screen.getAllByTestId('team-member')).toHaveLength(3);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Maximum 3 team members allowed')).toBeTruthy();

    fireEvent.change(input('problemSolving'), { target: { value: '  twelve chars  ' } });
    expect(screen.getByTestId('pitch-problemSolving-count').textContent).toBe('12 / 50 characters minimum');
  });

  it('refuses a file by its extension or its size before sending, and passes a good one on', async () => {
    const onSubmit = renderForm();
    const choose = (file: File) => fireEvent.change(input('pitchFile'), { target: { files: [file] } });

    choose(new File(['MZ'], 'setup.exe'));
    expect(errorText('pitchFile')).toBe(validationMessages.en['validation.pitch.file.type']);

    const big = new File(['%PDF-'], 'deck.pdf');
    Object.defineProperty(big, 'size', { value: PITCH_DOCUMENT_MAX_BYTES + 1 });
    choose(big);
    expect(errorText('pitchFile')).toBe('Please upload a file smaller than 10MB');
    expect((await screen.findAllByText('File too large')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('pitch-file-selected')).toBeNull();

    const deck = new File(['%PDF-1.7'], 'Deck.PPTX');
    choose(deck);
    expect(errorText('pitchFile')).toBeUndefined();
    fillValid();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, file] = onSubmit.mock.calls[0] as unknown as [PitchApplicationForm, File | null];
    expect(values).toMatchObject({ email: 'priya@example.com', teamMembers: [], totalFounders: '5+' });
    expect(file).toBe(deck);
  });

  it('shows what the server said about fields and the file', async () => {
    renderForm(
      vi.fn(async (): Promise<SubmitOutcome> => ({
        ok: false,
        fieldErrors: [{ path: 'email', message: 'This address bounced' }],
        fileError: 'Please upload a PDF, PPT, PPTX, DOC or DOCX file',
      })),
    );
    fillValid();
    submit();
    await waitFor(() => expect(errorText('email')).toBe('This address bounced'));
    expect(errorText('pitchFile')).toBe('Please upload a PDF, PPT, PPTX, DOC or DOCX file');
  });

  it('speaks Tamil', async () => {
    await act(() => i18n.changeLanguage('ta'));
    renderForm();
    expect(screen.getByRole('heading', { level: 2, name: ta.pitch.basic.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ta.pitch.submit.button }));
    await waitFor(() =>
      expect(errorText('email')).toBe(validationMessages.ta['validation.pitch.email.invalid']),
    );
  });
});
