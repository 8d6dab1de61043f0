// A table on wide screens, one card per row on phones (360 px): each cell shows its column name from data-label.
export const responsiveTable = {
  wrapper: 'lg:overflow-x-auto lg:rounded-lg lg:border lg:border-slate-200 lg:bg-white',
  table: 'block w-full text-left text-sm lg:table',
  thead: 'hidden bg-slate-100 text-xs tracking-wide text-slate-700 uppercase lg:table-header-group',
  th: 'px-3 py-2 font-semibold',
  tbody: 'grid gap-3 lg:table-row-group',
  tr: 'block rounded-lg border border-slate-200 bg-white p-3 lg:table-row lg:rounded-none lg:border-0 lg:border-t lg:p-0',
  td: 'flex min-w-0 gap-3 py-1 align-top break-words before:w-28 before:shrink-0 before:font-semibold before:text-slate-600 before:content-[attr(data-label)] lg:table-cell lg:px-3 lg:py-2 lg:before:content-none',
};
