import { forwardRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/ui/submit-button';

type ScanFormProps = {
  token: string;
  onTokenChange: (token: string) => void;
  onSubmit: () => void;
  onRefresh: () => void;
  busy: boolean;
  refreshing: boolean;
};

/** The manual path: type, paste or let a handheld scanner type the token, then Mark Attendance. */
export const ScanForm = forwardRef<HTMLInputElement, ScanFormProps>(function ScanForm(
  { token, onTokenChange, onSubmit, onRefresh, busy, refreshing },
  inputRef,
) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <label htmlFor="qr-token" className="block font-semibold">
        {t('checkIn.form.label')}
      </label>
      <input
        ref={inputRef}
        id="qr-token"
        name="qrToken"
        value={token}
        onChange={(event) => onTokenChange(event.target.value)}
        placeholder={t('checkIn.form.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton
          pending={busy}
          pendingLabel={t('checkIn.form.submitting')}
          disabled={token.trim() === ''}
          variant="go"
        >
          {t('checkIn.form.submit')}
        </SubmitButton>
        <button
          type="button"
          onClick={onRefresh}
          disabled={refreshing}
          className="rounded-lg border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-100 disabled:opacity-50"
        >
          {t('checkIn.form.refresh')}
        </button>
      </div>
    </form>
  );
});
