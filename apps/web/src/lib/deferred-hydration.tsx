import { Suspense, type ReactNode } from 'react';

/**
 * A section of a prerendered page hydrated after the rest of it (issue 18). React hydrates a page in one commit; the
 * registration form's react-hook-form sets state in a layout effect when it mounts, which made React run every
 * passive effect of the page and render the form again inside that same commit, the longest task of `/` on a
 * slowed phone. React hydrates the content of a Suspense boundary in a pass of its own, after the page around it
 * (its first pass leaves the boundary's HTML in place), and hydrates it at once if an event reaches it first. The
 * prerender writes the boundary into the HTML; a page rendered in the browser shows the children directly.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
