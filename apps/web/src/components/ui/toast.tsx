import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Spec §2 and §9: one toast at a time, 5 s, swipe 50 px to dismiss, F8 focuses the viewport.
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
const TOAST_HOTKEY = ['F8'];

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};

type ToastState = ToastInput & { id: number };

type ToastContextValue = { toast: (input: ToastInput) => void; dismiss: () => void };

const ToastContext = createContext<ToastContextValue | null>(null);

const variantClasses: Record<NonNullable<ToastInput['variant']>, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-300 bg-red-50 text-red-900',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<ToastState | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(0);

  const toast = useCallback((input: ToastInput) => {
    // A new id remounts the root, so a new toast replaces the visible one and restarts its timer.
    nextId.current += 1;
    setCurrent({ ...input, id: nextId.current });
    setOpen(true);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('common.toast.label')}
    >
      <ToastContext value={value}>{children}</ToastContext>
      {current ? (
        <RadixToast.Root
          key={current.id}
          open={open}
          onOpenChange={setOpen}
          className={`pointer-events-auto grid grid-cols-[1fr_auto] gap-x-3 rounded-lg border p-4 shadow-lg data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) ${variantClasses[current.variant ?? 'default']}`}
        >
          <RadixToast.Title className="font-semibold">{current.title}</RadixToast.Title>
          <RadixToast.Close
            aria-label={t('common.toast.close')}
            className="row-span-2 self-start rounded px-2 text-lg leading-none"
          >
            ×
          </RadixToast.Close>
          {current.description ? (
            <RadixToast.Description className="text-sm">{current.description}</RadixToast.Description>
          ) : null}
        </RadixToast.Root>
      ) : null}
      {/* At the top on a phone, where a page has its heading, not its main button (that sits lower, in thumb
          reach); bottom right on wider screens. The empty viewport lets taps through to the page. */}
      <RadixToast.Viewport
        hotkey={TOAST_HOTKEY}
        label={t('common.toast.viewportLabel')}
        className="pointer-events-none fixed top-0 right-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0"
      />
    </RadixToast.Provider>
  );
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) {
    throw new Error('useToast must be used inside ToastProvider');
  }
  return context;
}
