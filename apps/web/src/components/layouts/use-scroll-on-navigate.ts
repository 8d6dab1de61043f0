import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * After a link to another page, start at its top (or at the `#hash` target) instead of the previous page's
 * scroll position. Back and forward (POP) are left to the browser.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === 'POP') {
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash, navigationType]);
}
