import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/**
 * The menu on small screens: a slide-out panel (Radix dialog: focus stays inside while open, Escape and a
 * click outside close it, focus returns to the Menu button). It closes on any navigation, Back included,
 * because it is open only for the location it was opened on.
 */
export function StaffDrawer({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => setOpenedAt(next ? location.key : null)}>
      <RadixDialog.Trigger
        aria-expanded={open}
        className="rounded-lg border border-white/40 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-amber-300 focus-visible:outline-none"
      >
        {t('layout.staffShell.menu')}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-slate-900 p-4 text-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-2">
            <RadixDialog.Title className="font-bold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('layout.header.menuClose')}
              className="rounded px-2 text-2xl leading-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-amber-300 focus-visible:outline-none"
            >
              ×
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
