let prerenderOrigin = '';

/** Build-time prerendering has no window: its pages name the public origin (PUBLIC_BASE_URL) instead. */
export function setPrerenderOrigin(origin: string): void {
  prerenderOrigin = origin;
}

/** The origin canonical, hreflang and Open Graph URLs are written on: the one the page is served from. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? prerenderOrigin : window.location.origin;
}
