import type { LeadRow } from '@eventdesk/contracts/leads';
import { useTranslation } from 'react-i18next';
import {
  CallerText,
  DueBadge,
  PhoneCell,
  PlatformText,
  StatusCell,
} from '@/features/meta-leads/components/lead-cells';

export type LeadRowAction = 'update' | 'note' | 'history' | 'reassign';

type LeadsTableProps = {
  leads: LeadRow[];
  /** Row checkboxes and the per-row Reassign (lead_manager, admin, super_admin). */
  selectable: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (checked: boolean) => void;
  onAction: (action: LeadRowAction, lead: LeadRow) => void;
};

// A table from 1280 px, one card per lead below (phones first). No fixed widths: every cell wraps, so the
// table fits a 1366 px laptop beside the menu without sideways scrolling.
const rt = {
  table:
    'block w-full text-left text-sm min-[1340px]:table min-[1340px]:rounded-lg min-[1340px]:border min-[1340px]:border-slate-200 min-[1340px]:bg-white',
  thead: 'hidden bg-slate-100 text-xs text-slate-700 min-[1340px]:table-header-group',
  th: 'px-1.5 py-2 align-bottom font-semibold',
  tbody: 'grid grid-cols-1 gap-3 md:grid-cols-2 min-[1340px]:table-row-group',
  tr: 'block rounded-lg border border-slate-200 bg-white p-3 min-[1340px]:table-row min-[1340px]:rounded-none min-[1340px]:border-0 min-[1340px]:border-t min-[1340px]:p-0',
  td: 'flex min-w-0 gap-3 py-1 align-top break-words before:w-24 before:shrink-0 before:font-semibold before:text-slate-600 before:content-[attr(data-label)] min-[1340px]:table-cell min-[1340px]:px-1.5 min-[1340px]:py-2 min-[1340px]:before:content-none',
  /**
   * Free text (a name, an e-mail, a business) may break anywhere rather than widen the table; in the table each such
   * column keeps a modest floor so short words are not split.
   */
  text: 'min-w-0 break-words min-[1340px]:block min-[1340px]:[overflow-wrap:anywhere]',
};

const actionClass =
  'inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none min-[1340px]:px-2';

/** Every column of spec admin §2 (Name … History); a due follow-up is marked on the row. */
export function LeadsTable({
  leads,
  selectable,
  selected,
  onToggle,
  onToggleAll,
  onAction,
}: LeadsTableProps) {
  const { t } = useTranslation();
  const allSelected = leads.length > 0 && leads.every((lead) => selected.has(lead.id));
  const columns = [
    t('metaLeads.table.name'),
    t('metaLeads.table.phone'),
    t('metaLeads.table.email'),
    t('metaLeads.table.city'),
    t('metaLeads.table.business'),
    t('metaLeads.table.platform'),
    t('metaLeads.table.status'),
    t('metaLeads.table.caller'),
    t('metaLeads.table.update'),
    t('metaLeads.table.history'),
  ];
  const label = (index: number) => columns[index];
  const button = (action: LeadRowAction, text: string, name: string, lead: LeadRow) => (
    <button type="button" aria-label={name} className={actionClass} onClick={() => onAction(action, lead)}>
      {text}
    </button>
  );

  return (
    <table className={rt.table}>
      <thead className={rt.thead}>
        <tr>
          {selectable ? (
            <th scope="col" className={rt.th}>
              <input
                type="checkbox"
                className="size-4 accent-slate-900"
                checked={allSelected}
                aria-label={t('metaLeads.table.selectAll')}
                onChange={(event) => onToggleAll(event.target.checked)}
              />
            </th>
          ) : null}
          {columns.map((column) => (
            <th key={column} scope="col" className={rt.th}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={rt.tbody}>
        {leads.map((lead) => (
          <tr
            key={lead.id}
            data-testid={`lead-${lead.id}`}
            className={`${rt.tr} ${lead.due ? 'border-l-4 border-l-red-600 min-[1340px]:border-l-0 min-[1340px]:bg-red-50/60' : ''}`}
          >
            {selectable ? (
              <td className={rt.td} data-label={t('metaLeads.table.select')}>
                <input
                  type="checkbox"
                  className="size-5 accent-slate-900 min-[1340px]:size-4"
                  checked={selected.has(lead.id)}
                  aria-label={t('metaLeads.table.selectLead', { name: lead.fullName })}
                  onChange={() => onToggle(lead.id)}
                />
              </td>
            ) : null}
            <td className={rt.td} data-label={label(0)}>
              <span className={`${rt.text} font-semibold text-slate-900 min-[1340px]:min-w-20`}>
                {lead.fullName}
              </span>
              {/* On a card the due mark sits beside the name, so a caller sees it first. */}
              <DueBadge due={lead.due} className="inline-block self-start min-[1340px]:hidden" />
            </td>
            <td className={rt.td} data-label={label(1)}>
              <PhoneCell lead={lead} />
            </td>
            <td className={rt.td} data-label={label(2)}>
              <span className={`${rt.text} min-[1340px]:min-w-28`}>{lead.email ?? '—'}</span>
            </td>
            <td className={rt.td} data-label={label(3)}>
              <span className={`${rt.text} min-[1340px]:min-w-22`}>{lead.city ?? '—'}</span>
            </td>
            <td className={rt.td} data-label={label(4)}>
              <span className={`${rt.text} min-[1340px]:min-w-20`}>{lead.businessName ?? '—'}</span>
            </td>
            <td className={rt.td} data-label={label(5)}>
              <span className={`${rt.text} min-[1340px]:min-w-18`}>
                <PlatformText platform={lead.platform} />
              </span>
            </td>
            <td className={rt.td} data-label={label(6)}>
              <StatusCell lead={lead} />
            </td>
            <td className={rt.td} data-label={label(7)}>
              <div className="grid justify-items-start gap-1.5">
                <CallerText lead={lead} />
                {selectable
                  ? button(
                      'reassign',
                      t('metaLeads.row.reassign'),
                      t('metaLeads.row.reassignLabel', { name: lead.fullName }),
                      lead,
                    )
                  : null}
              </div>
            </td>
            <td className={rt.td} data-label={label(8)}>
              <div className="flex flex-wrap gap-1.5 min-[1340px]:grid min-[1340px]:justify-items-start">
                {button(
                  'update',
                  t('metaLeads.row.update'),
                  t('metaLeads.row.updateLabel', { name: lead.fullName }),
                  lead,
                )}
                {button(
                  'note',
                  t('metaLeads.row.note'),
                  t('metaLeads.row.noteLabel', { name: lead.fullName }),
                  lead,
                )}
              </div>
            </td>
            <td className={rt.td} data-label={label(9)}>
              {button(
                'history',
                t('metaLeads.row.history'),
                t('metaLeads.row.historyLabel', { name: lead.fullName }),
                lead,
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
