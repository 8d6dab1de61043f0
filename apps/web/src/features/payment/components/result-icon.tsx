export type ResultKind = 'success' | 'failure' | 'pending' | 'cancelled';

const looks: Record<ResultKind, { testId: string; symbol: string; colour: string }> = {
  success: { testId: 'result-tick', symbol: '✓', colour: 'bg-green-600' },
  failure: { testId: 'result-cross', symbol: '✕', colour: 'bg-red-600' },
  // Not a failure: the money may well have moved; the page is waiting for the provider's word.
  pending: { testId: 'result-pending', symbol: '…', colour: 'bg-amber-600' },
  // The visitor's own choice, not an error: neither a red cross nor a tick.
  cancelled: { testId: 'result-cancelled', symbol: '↺', colour: 'bg-slate-500' },
};

/**
 * Green tick for a successful payment, red cross for a failed one (spec public §2), amber while unconfirmed, grey
 * for a payment the visitor cancelled.
 */
export function ResultIcon({ kind }: { kind: ResultKind }) {
  const look = looks[kind];
  return (
    <span
      aria-hidden="true"
      data-testid={look.testId}
      className={`flex size-14 shrink-0 items-center justify-center rounded-full text-3xl font-bold text-white ${look.colour}`}
    >
      {look.symbol}
    </span>
  );
}
