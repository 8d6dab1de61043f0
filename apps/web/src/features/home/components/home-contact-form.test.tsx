import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { validationMessages } from '@eventdesk/contracts/common';
import { describe, expect, it, vi } from 'vitest';
import { HomeContactForm } from '@/features/home/components/home-contact-form';
import en from '@/i18n/en.json';

const field = (name: string) => document.getElementById(`contact-${name}`) as HTMLInputElement;

describe('HomeContactForm', () => {
  it('marks every field required and ties the contract errors to them', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<HomeContactForm onSubmit={onSubmit} />);
    for (const name of ['name', 'email', 'phone', 'programme', 'message']) {
      expect(field(name).getAttribute('aria-required')).toBe('true');
    }
    fireEvent.click(screen.getByRole('button', { name: en.home.contact.send }));

    expect((await screen.findByText(validationMessages.en['validation.name.min'])).id).toBe(
      'contact-name-error',
    );
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    expect(field('name').getAttribute('aria-describedby')).toBe('contact-name-error');
    expect(field('programme').getAttribute('aria-describedby')).toBe('contact-programme-error');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values, says Sending... meanwhile, and empties itself once stored', async () => {
    let store: (stored: boolean) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (store = resolve)));
    render(<HomeContactForm onSubmit={onSubmit} />);
    fireEvent.change(field('name'), { target: { value: 'Anitha' } });
    fireEvent.change(field('email'), { target: { value: 'Anitha@Example.com' } });
    fireEvent.change(field('phone'), { target: { value: '+91 98765 43210' } });
    fireEvent.change(field('programme'), { target: { value: 'vairagiya' } });
    fireEvent.change(field('message'), { target: { value: 'When does the next batch start?' } });
    fireEvent.click(screen.getByRole('button', { name: en.home.contact.send }));

    const sending = (await screen.findByRole('button', {
      name: en.home.contact.sending,
    })) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Anitha', email: 'anitha@example.com', programme: 'vairagiya' }),
    );
    store(true);
    await waitFor(() => expect(field('name').value).toBe(''));
    expect(field('name').getAttribute('aria-invalid')).toBeNull();
  });
});
