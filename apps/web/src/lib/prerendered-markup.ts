/** Whether #root holds the build's prerendered HTML of this page in `language` (tools/prerender-plugin.ts). */
export function hasPrerenderedMarkup(root: HTMLElement, language: string): boolean {
  return root.dataset.prerendered === language && root.hasChildNodes();
}

/** Elements that stand for the same thing: the same tag with the same rel, hreflang, name or property. */
function headKey(element: Element): string {
  return ['rel', 'hreflang', 'name', 'property']
    .map((attribute) => element.getAttribute(attribute) ?? '')
    .join('|')
    .concat(`|${element.localName}`);
}

/**
 * Once the client has rendered its own title, meta and link elements: drops the build's ones it did not take over
 * (React adopts an equal element, else adds its own: canonical links on another origin than the build's, or a page
 * rendered afresh in the other language), and the marker on #root, which also tells browser tests the page is live.
 */
export function finishPrerenderedHandover(): void {
  const prerendered = document.head.querySelectorAll('[data-prerendered]');
  if (prerendered.length > 0) {
    const live = new Set(
      [...document.head.querySelectorAll('title, meta, link')]
        .filter((element) => !element.hasAttribute('data-prerendered'))
        .map(headKey),
    );
    prerendered.forEach((element) => {
      if (live.has(headKey(element))) {
        element.remove();
      }
    });
  }
  document.getElementById('root')?.removeAttribute('data-prerendered');
}
