import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';

/** The text a screen reader reads after the control's name: its aria-describedby targets. */
const described = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? `<missing ${id}>`)
    .join(' ');

type Values = { name: string; size: string; note: string };

/** A small form wired the way the features wire theirs: register() spread into the kit fields. */
function Form({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { name: '', size: '', note: '' } });
  const submit = handleSubmit(async (values) => {
    if (!values.name) {
      setError('name', { message: 'validation.name.min' });
      return;
    }
    await onSubmit(values);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField id="f-name" label="Name" required error={errors.name?.message} {...register('name')} />
      <SelectField id="f-size" label="Size" hint="Pick one" {...register('size')}>
        <option value="">Choose</option>
        <option value="m">M</option>
      </SelectField>
      <TextAreaField id="f-note" label="Note" rows={2} className="font-mono" {...register('note')} />
      <SubmitButton pending={isSubmitting} pendingLabel="Sending...">
        Send
      </SubmitButton>
    </form>
  );
}

describe('form kit', () => {
  it('ties label, hint and error to the control and marks it required and invalid', async () => {
    render(<Form onSubmit={async () => undefined} />);
    const name = screen.getByLabelText(/Name/);
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBeNull();
    const size = screen.getByLabelText('Size');
    expect(described(size)).toBe('Pick one');
    expect(size.getAttribute('aria-required')).toBeNull();
    expect(screen.getByLabelText('Note').className).toMatch(/^mt-1 .*rounded-lg.* font-mono$/);

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    // The contracts' catalog key is shown translated, and read out with the field.
    expect((await screen.findByText('Name must be at least 2 characters')).id).toBe('f-name-error');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(described(name)).toBe('Name must be at least 2 characters');
  });

  it('passes the registered values through and shows the pending label while sending', async () => {
    let finish = () => undefined as void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Meena' } });
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'm' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    const pending = (await screen.findByRole('button', { name: 'Sending...' })) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect(pending.className).toContain('cursor-wait');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Meena', size: 'm', note: 'hello' });
    finish();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('a button disabled for another reason keeps its label and says not allowed', () => {
    render(
      <SubmitButton pending={false} pendingLabel="Marking..." disabled variant="go" className="w-full">
        Mark
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Mark' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.type).toBe('submit');
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.className.split(' ')).toEqual(
      expect.arrayContaining(['bg-green-700', 'w-full', 'disabled:cursor-not-allowed']),
    );
    expect(button.className).not.toContain('cursor-wait');
  });
});
