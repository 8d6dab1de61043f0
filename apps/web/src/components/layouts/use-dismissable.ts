import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/closed state of a disclosure (menu) that closes on Escape (focus back on its button), on a click
 * outside `container`, and whenever the location changes, so a followed link never leaves it open.
 */
export function useDismissable<C extends HTMLElement, B extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const container = useRef<C>(null);
  const button = useRef<B>(null);
  const location = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [location.key, location.pathname, location.hash]);

  useEffect(() => {
    if (!open) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) {
        setOpen(false);
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
    toggle: () => setOpen((value) => !value),
    close: () => setOpen(false),
    container: container as RefObject<C>,
    button: button as RefObject<B>,
  };
}
