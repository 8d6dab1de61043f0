import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/closed state of a disclosure (menu) that closes on Escape (focus back on its button), on a click
 * outside `containerRef`, and whenever the location changes, so a followed link never leaves it open.
 */
export function useDismissable<
  C extends HTMLElement = HTMLDivElement,
  B extends HTMLElement = HTMLButtonElement,
>() {
  const location = useLocation();
  const here = `${location.key}|${location.pathname}|${location.hash}`;
  // The location it was opened at: open only while that is still the location, so a new one renders it closed
  // straight away (no effect resetting it after a render with the menu still open).
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const containerRef = useRef<C>(null);
  const buttonRef = useRef<B>(null);

  useEffect(() => {
    if (!open) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) {
        setOpenAt(null);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return {
    open,
    toggle: () => setOpenAt((at) => (at === here ? null : here)),
    close: () => setOpenAt(null),
    containerRef: containerRef as RefObject<C>,
    buttonRef: buttonRef as RefObject<B>,
  };
}
