/**
 * A fixed-layout table on wide screens (columns share the width, long text is cut with an ellipsis, the header
 * sticks under the top of the page), one card per row on phones: each cell shows its column name from data-label.
 * Nothing here scrolls sideways, so no own scrollbar far down the page.
 */
export const responsiveTable = {
  wrapper: 'lg:rounded-lg lg:border lg:border-slate-200 lg:bg-white',
  table: 'block w-full text-left text-sm lg:table lg:table-fixed',
  thead: 'hidden lg:table-header-group',
  th: 'sticky top-0 z-10 truncate bg-slate-100 px-3 py-2 text-xs font-semibold text-slate-700 uppercase',
  tbody: 'grid grid-cols-[minmax(0,1fr)] gap-3 lg:table-row-group',
  tr: 'block min-w-0 rounded-lg border border-slate-200 bg-white p-3 lg:table-row lg:rounded-none lg:border-0 lg:border-t lg:p-0 lg:hover:bg-slate-50',
  td: 'flex min-w-0 gap-3 py-1 align-top [overflow-wrap:anywhere] before:w-28 before:shrink-0 before:font-semibold before:[overflow-wrap:break-word] before:text-slate-600 before:content-[attr(data-label)] lg:table-cell lg:px-3 lg:py-2 lg:before:content-none',
  /** A cell's line that is cut at the column's width on wide screens and wraps in a phone's card. */
  line: 'min-w-0 lg:truncate',
};
