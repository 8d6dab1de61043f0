import type { ReactNode } from 'react';
import { responsiveTable as rt } from '@/features/admin-registrations/components/responsive-table';

/** A column of a registrations table: its key (also its label's) and its width classes. */
export type TableColumn<K extends string> = { readonly key: K; readonly width: string };

type ColumnsTableProps<K extends string> = {
  columns: readonly TableColumn<K>[];
  label: (key: K) => string;
  /** The body rows (`<tr>`s). */
  children: ReactNode;
};

/** The frame both registrations tables share: the titled column heads over rows that become cards on a phone. */
export function ColumnsTable<K extends string>({ columns, label, children }: ColumnsTableProps<K>) {
  return (
    <div className={rt.wrapper}>
      <table className={rt.table}>
        <thead className={rt.thead}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                title={label(column.key)}
                className={`${rt.th} ${column.width}`}
              >
                {label(column.key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={rt.tbody}>{children}</tbody>
      </table>
    </div>
  );
}
