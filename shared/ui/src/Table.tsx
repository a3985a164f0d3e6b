import { useId, type Key, type ReactNode } from 'react';
import { joinClasses } from './VisuallyHidden';

export interface TableColumn<Row> {
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
 * A data table with a caption and column headers. On narrow screens it scrolls sideways inside a
 * labelled, focusable region, so keyboard users can scroll it too (WCAG reflow exception for tables).
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
                return firstCellIsHeader && index === 0 ? (
                  <th key={index} scope="row" className={joinClasses(className, 'pt-table__header')}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={className}>
                    {column.cell(row)}
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
