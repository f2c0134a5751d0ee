import type { ReactNode } from 'react';

/** A column heading and its classes (the body cells below it carry the same padding). */
export type Column = readonly [label: string, className: string];

/**
 * A staff list's table: scrolls sideways when too wide, with a heading row of `columns`.
 * `label` names the scrolling area and lets the keyboard reach it, for tables whose rows have
 * nothing focusable to scroll with (WCAG: a scrollable region must be keyboard accessible).
 */
export function StaffTable({
  columns,
  label,
  children,
}: {
  columns: readonly Column[];
  label?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto" {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map(([label, className]) => (
              <th key={label} scope="col" className={className}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
