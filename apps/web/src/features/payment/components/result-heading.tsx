import type { ReactNode } from 'react';
import { ResultIcon, type ResultKind } from '@/features/payment/components/result-icon';

/** The result's icon and the page's heading, as spec public §2 draws them. */
export function ResultHeading({ kind, children }: { kind: ResultKind; children: ReactNode }) {
  return (
    <div className="flex items-center gap-4">
      <ResultIcon kind={kind} />
      <h1
        data-testid="payment-result-heading"
        className="text-2xl font-bold break-words text-slate-900 sm:text-3xl"
      >
        {children}
      </h1>
    </div>
  );
}
