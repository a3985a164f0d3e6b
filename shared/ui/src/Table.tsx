import { useId, type Key, type ReactNode } from 'react';
import { joinClasses } from './VisuallyHidden';

export interface TableColumn<Row> {
  /** A string header also labels the column's cells when the rows stack on a phone (Table.css); a header only screen readers hear (an action column's) labels none. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures (amounts, counts). */
  numeric?: boolean;
}

export interface TableProps<Row> {
  caption: ReactNode;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Makes each row's first cell its row header (e.g. an application number). */
  firstCellIsHeader?: boolean;
}

/**
 * A data table with a caption and column headers. On a phone (under 641 px) each row stacks into a
 * block, each cell beside its column's name (nothing scrolls sideways, WCAG 1.4.10); wider, a table
 * wider than its column scrolls inside a labelled, focusable region, so keyboard users can scroll it too.
 */
export function Table<Row>({ caption, columns, rows, rowKey, firstCellIsHeader = false }: TableProps<Row>) {
  const captionId = useId();
  return (
    <div className="pt-table-wrapper" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="pt-table">
        <caption id={captionId} className="pt-table__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={joinClasses('pt-table__header', column.numeric && 'pt-table__header--numeric')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowKey(row, rowIndex)}>
              {columns.map((column, index) => {
                const className = joinClasses('pt-table__cell', column.numeric && 'pt-table__cell--numeric');
                const content = <span className="pt-table__value">{column.cell(row)}</span>;
                return firstCellIsHeader && index === 0 ? (
                  <th key={index} scope="row" className={joinClasses(className, 'pt-table__header')} {...stackedCellLabel(column.header)}>
                    {content}
                  </th>
                ) : (
                  <td key={index} className={className} {...stackedCellLabel(column.header)}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What names a cell when its table's rows stack on a phone: its column's header, shown by Table.css
 * before the cell's value and hidden from screen readers, which have the header itself. A table the
 * Table component cannot draw (a form in its rows) gives its cells this too, and wraps each value in
 * `pt-table__value`.
 */
export const stackedCellLabel = (header: ReactNode): { 'data-label'?: string } => (typeof header === 'string' ? { 'data-label': header } : {});
