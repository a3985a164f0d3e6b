import type { Key, ReactNode } from 'react';

export interface SummaryRow {
  key: ReactNode;
  value: ReactNode;
  /** E.g. a router Link "Change" with visually hidden context ("Change<VisuallyHidden> name</VisuallyHidden>"). */
  actions?: ReactNode;
  /** React key; defaults to the row's position. */
  id?: Key;
}

/** Pairs of labels and answers (application summary, check your answers) as a description list. */
export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className="pt-summary-list">
      {rows.map((row, index) => (
        <div className="pt-summary-list__row" key={row.id ?? index}>
          <dt className="pt-summary-list__key">{row.key}</dt>
          <dd className="pt-summary-list__value">{row.value}</dd>
          {row.actions && <dd className="pt-summary-list__actions">{row.actions}</dd>}
        </div>
      ))}
    </dl>
  );
}
