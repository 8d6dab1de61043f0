import { useEffect, useState } from 'react';

/**
 * Whether any part of the element with `id` is inside the viewport. False where the browser has no
 * IntersectionObserver (and in tests without one), and while no such element exists.
 */
export function useOnScreen(id: string): boolean {
  const [onScreen, setOnScreen] = useState(false);

  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);

  return onScreen;
}
