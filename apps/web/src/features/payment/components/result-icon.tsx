/** Green tick for a successful payment, red cross otherwise (spec public §2). */
export function ResultIcon({ success }: { success: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-testid={success ? 'result-tick' : 'result-cross'}
      className={`flex size-14 shrink-0 items-center justify-center rounded-full text-3xl font-bold text-white ${success ? 'bg-green-600' : 'bg-red-600'}`}
    >
      {success ? '✓' : '✕'}
    </span>
  );
}
