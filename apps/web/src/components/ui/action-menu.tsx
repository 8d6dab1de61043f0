import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

export type ActionMenuItem = {
  key: string;
  label: string;
  onSelect: () => void;
  /** Red text for destructive entries (delete, void). */
  destructive?: boolean;
};

type ActionMenuProps = {
  /** The visible button text, e.g. "Actions". */
  label: string;
  /** The button's accessible name; names the row so a screen reader knows whose actions these are. */
  accessibleLabel: string;
  items: ActionMenuItem[];
};

const MENU_WIDTH = 208;
/** Below the button unless there is less room there than this and more above. */
const MIN_ROOM_BELOW = 240;

type Placement = { left: number; maxHeight: number } & ({ top: number } | { bottom: number });

/** Under the button, right-aligned to it, inside the viewport; above it when the room is below the fold. */
function placeMenu(button: HTMLElement): Placement {
  const rect = button.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = document.documentElement.clientHeight;
  const left = Math.max(8, Math.min(rect.right - MENU_WIDTH, viewportWidth - MENU_WIDTH - 8));
  const below = Math.max(120, viewportHeight - rect.bottom - 12);
  const above = Math.max(120, rect.top - 12);
  if (below >= MIN_ROOM_BELOW || below >= above) {
    return { left, top: rect.bottom + 4, maxHeight: below };
  }
  return { left, bottom: viewportHeight - rect.top + 4, maxHeight: above };
}

/**
 * A row's actions behind one button (WAI-ARIA menu button): Enter, Space or ArrowDown opens it on the first entry,
 * arrows, Home and End move, Escape, Tab and a click elsewhere close it. The list is fixed-positioned at the button
 * (and follows it on scroll), so a table's own overflow never clips it and it never widens the page.
 */
export function ActionMenu({ label, accessibleLabel, items }: ActionMenuProps) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<Placement | null>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      buttonRef.current?.focus();
    }
  };

  useLayoutEffect(() => {
    setPlacement(open && buttonRef.current ? placeMenu(buttonRef.current) : null);
  }, [open]);

  const placed = placement !== null;
  useEffect(() => {
    // Once placed (an unplaced list is hidden and cannot take focus); never scroll the page to it.
    if (placed) {
      itemRefs.current[0]?.focus({ preventScroll: true });
    }
  }, [placed]);

  useEffect(() => {
    if (!open) {
      return;
    }
    // A fixed list would drift away from its button when the page scrolls or resizes: it follows the button.
    const follow = (event: Event) => {
      if (buttonRef.current && !(event.target instanceof Node && menuRef.current?.contains(event.target))) {
        setPlacement(placeMenu(buttonRef.current));
      }
    };
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!buttonRef.current?.contains(target) && !itemRefs.current.some((item) => item?.contains(target))) {
        setOpen(false);
      }
    };
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    document.addEventListener('pointerdown', outside);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
      document.removeEventListener('pointerdown', outside);
    };
  }, [open]);

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (event.key in next) {
      event.preventDefault();
      itemRefs.current[next[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={accessibleLabel}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none"
      >
        {label}
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={accessibleLabel}
          style={{ ...(placement ?? { top: 0, left: 0 }), width: MENU_WIDTH }}
          className={`fixed z-40 grid overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg ${placement ? '' : 'invisible'}`}
        >
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onKeyDown={(event) => moveFocus(event, index)}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
              className={`px-3 py-2 text-left font-medium hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none ${item.destructive ? 'text-red-800' : 'text-slate-800'}`}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
