import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: the year turns rarely, and the footer renders again once the settings arrive.
const noUpdates = () => () => {};
const clockYear = () => new Date().getFullYear();
// The build's prerendered HTML was made at another time than the visit: no year there, nor while hydrating it.
const noYearWhilePrerendered = () => null;

/**
 * The footer's copyright year: the event's (the settings' date) once loaded, else the visitor's clock. Null while
 * the page is prerendered and hydrated, so the HTML and the browser's first render agree.
 */
export function useCopyrightYear(eventDate: string | undefined): number | null {
  const year = useSyncExternalStore(noUpdates, clockYear, noYearWhilePrerendered);
  return eventDate ? Number(eventDate.slice(0, 4)) : year;
}
