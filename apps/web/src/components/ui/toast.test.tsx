import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { useToast } from '@/components/ui/toast';

function ToastButtons() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'First', description: 'one' })}>
        first
      </button>
      <button type="button" onClick={() => toast({ title: 'Second', variant: 'destructive' })}>
        second
      </button>
    </>
  );
}

describe('toast', () => {
  it('shows one toast at a time: a new one replaces the visible one', async () => {
    render(
      <AppProvider>
        <ToastButtons />
      </AppProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect((await screen.findAllByText('First')).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect((await screen.findAllByText('Second')).length).toBeGreaterThan(0);
    expect(screen.queryByText('First')).toBeNull();
  });

  it('labels the viewport with the F8 hotkey', () => {
    render(
      <AppProvider>
        <ToastButtons />
      </AppProvider>,
    );
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });

  it('refuses to work outside the provider', () => {
    expect(() => render(<ToastButtons />)).toThrow('useToast must be used inside ToastProvider');
  });
});
