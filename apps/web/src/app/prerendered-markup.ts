/**
 * Whether #root holds the build's prerendered HTML of this page in `language` (tools/prerender-plugin.ts), which
 * the client then hydrates. The prerendered head elements (title, description, canonical ...) go either way: the
 * client renders its own, on the origin it is served from, and React would otherwise add them next to the old ones.
 */
export function takePrerenderedMarkup(root: HTMLElement, language: string): boolean {
  document.head.querySelectorAll('[data-prerendered]').forEach((element) => element.remove());
  return root.dataset.prerendered === language && root.hasChildNodes();
}
