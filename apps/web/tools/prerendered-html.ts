/** React's render output starts with the page's hoisted head elements; these are what it writes there. */
const leadingHeadElements = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)+/;

/** Replaces the one occurrence of `anchor` in `html`, or fails: a changed index.html must not go unnoticed. */
function replaceOnce(html: string, anchor: RegExp | string, replacement: string): string {
  const count =
    typeof anchor === 'string' ? html.split(anchor).length - 1 : (html.match(anchor) ?? []).length;
  if (count !== 1) {
    throw new Error(`prerender: expected one ${String(anchor)} in index.html, found ${count}`);
  }
  return html.replace(anchor, () => replacement);
}

export type PrerenderedHtmlInput = {
  /** The built index.html. */
  template: string;
  /** renderToString's output for #root, head elements first. */
  rendered: string;
  language: string;
};

/**
 * The page's HTML: index.html in the page's language, with its title, meta and link elements in <head> (marked, so
 * the client can swap them for its own before hydrating) and its markup in #root (marked with its language, so the
 * client hydrates it only in that language).
 */
export function prerenderedHtml({ template, rendered, language }: PrerenderedHtmlInput): string {
  const head = rendered.match(leadingHeadElements)?.[0] ?? '';
  const body = rendered.slice(head.length);
  const marked = head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered=""');
  let html = replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${language}">`);
  html = replaceOnce(html, /\s*<title>[^<]*<\/title>/, '');
  html = replaceOnce(html, '</head>', `    ${marked}\n  </head>`);
  return replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${language}">${body}</div>`,
  );
}
