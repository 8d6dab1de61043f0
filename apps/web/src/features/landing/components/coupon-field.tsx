import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/ui/form-field';

export type CouponState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'applied'; code: string }
  | { status: 'invalid' }
  | { status: 'error' }
  /** The registration itself was refused for this code (422 COUPON_INVALID, or 429): the server's own words. */
  | { status: 'refused'; message: string };

type CouponFieldProps = {
  state: CouponState;
  onApply: (code: string) => void;
  /** Every keystroke: the typed code is what the registration sends, whatever the check said. */
  onEdit: (code: string) => void;
};

/** The coupon box: the server decides (trimmed, any case) and quotes the price; nothing is decided here. */
export function CouponField({ state, onApply, onEdit }: CouponFieldProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const id = 'registration-coupon';

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t('landing.coupon.label')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={code}
          autoComplete="off"
          maxLength={40}
          onChange={(event) => {
            setCode(event.target.value);
            onEdit(event.target.value);
          }}
          aria-describedby={state.status === 'idle' ? undefined : `${id}-status`}
          aria-invalid={state.status === 'refused' || undefined}
          className={`${inputClass} mt-0 min-w-0 flex-1`}
        />
        <button
          type="button"
          disabled={!code.trim() || state.status === 'checking'}
          onClick={() => onApply(code)}
          className="shrink-0 rounded-lg border border-amber-700 px-4 py-2 font-semibold text-amber-800 hover:bg-amber-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('landing.coupon.apply')}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className="mt-1 text-sm font-medium">
        {state.status === 'applied' ? (
          <span className="text-emerald-800">{t('landing.coupon.applied')}</span>
        ) : state.status === 'invalid' ? (
          <span className="text-red-700">{t('landing.coupon.invalid')}</span>
        ) : state.status === 'error' ? (
          <span className="text-red-700">{t('landing.coupon.error')}</span>
        ) : state.status === 'refused' ? (
          <span className="text-red-700">{state.message}</span>
        ) : null}
      </p>
    </div>
  );
}
