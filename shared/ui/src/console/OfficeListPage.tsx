/**
 * An office console's list: a search by words ('q') and filters, kept in the address (useSearchInAddress)
 * so a result can be bookmarked, shared with a colleague or reloaded; the API's answer a page at a time
 * (ResultsPage, 25 rows), how many were found (announced), and a table whose first cell of each row is
 * its header and links to the record. A console configures the words, the filters, the columns and
 * the row link; the list's API route takes the filters and `page` as its query string.
 */
import type { Key, ReactNode } from 'react';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link, useSearchInAddress } from '@portal/router';
import { PagedResults, type ResultsPage } from '../PagedResults';
import { QueryResult } from '../QueryResult';
import { SearchForm } from '../SearchForm';
import { SelectField, type SelectOption } from '../SelectField';
import { Table, type TableColumn } from '../Table';
import { TextField, type FieldWidth } from '../TextField';
import { ConsolePage } from './ConsolePage';

/** One filter of the search: a choice among `options` ("any" first), or else a short text field. */
export interface ListFilter {
  name: string;
  label: string;
  hint?: string;
  options?: readonly SelectOption[];
  /** A value in the address that `options` do not (yet) name still shows as chosen, under its own code. */
  keepUnknownValue?: boolean;
  maxLength?: number;
  width?: FieldWidth;
}

/** The academic year filter every console has ("2027/2028"). */
export const academicYearFilter = (label: string, hint: string): ListFilter => ({ name: 'academicYear', label, hint, maxLength: 9, width: 10 });

export interface ListSearch {
  /** The search form's name for assistive technology (role="search"). */
  label: string;
  submitLabel: string;
  /** The free-text search: what it looks in. */
  words: { label: string; hint: string };
  filters: readonly ListFilter[];
  /** The choice that leaves a filter out ("Any"). */
  any: string;
  /** The link back to the whole list. */
  clear: { to: string; label: string };
}

/** The link each row's first cell holds: its visible text, and a label naming the row for a screen reader. */
export interface RowLink<Row> {
  header: string;
  to: (row: Row) => string;
  text: (row: Row) => ReactNode;
  label: (row: Row) => string;
}

export interface ListTable<Row> {
  /** Names the rows while they load or when they fail. */
  what: string;
  found: (total: number) => string;
  caption: string;
  rowKey: (row: Row) => Key;
  rowLink: RowLink<Row>;
  /** The columns after the row link's. */
  columns: ReadonlyArray<TableColumn<Row>>;
}

export interface OfficeListPageProps<Row> {
  title: string;
  caption: string;
  /** What stands between the heading and the search: the console's other pages, a word of introduction. */
  intro?: ReactNode;
  /** The list's API route (the shared client adds /api). */
  api: string;
  search: ListSearch;
  table: ListTable<Row>;
}

export function OfficeListPage<Row>({ title, caption, intro, api, search: config, table }: OfficeListPageProps<Row>) {
  const search = useSearchInAddress(['q', ...config.filters.map((filter) => filter.name)]);
  const results = useApiQuery<ResultsPage<Row>>(`${api}?${search.apiQuery}`);
  const { value } = search;
  return (
    <ConsolePage title={title} caption={caption}>
      {intro}
      <SearchForm
        key={search.key}
        label={config.label}
        submitLabel={config.submitLabel}
        clear={
          <Link to={config.clear.to} className="pt-link">
            {config.clear.label}
          </Link>
        }
        onSearch={search.search}
      >
        <TextField id="q" name="q" label={config.words.label} hint={config.words.hint} defaultValue={value('q')} maxLength={100} width="two-thirds" />
        <div className="pt-filter-grid">
          {config.filters.map((filter) => (
            <FilterField key={filter.name} filter={filter} value={value(filter.name)} any={config.any} />
          ))}
        </div>
      </SearchForm>
      <QueryResult query={results} what={table.what}>
        {(page) => (
          <PagedResults results={page} found={table.found(page.total)} onPage={search.goToPage}>
            {(rows) => <ResultsTable table={table} rows={rows} />}
          </PagedResults>
        )}
      </QueryResult>
    </ConsolePage>
  );
}

function FilterField({ filter, value, any }: { filter: ListFilter; value: string; any: string }) {
  const { name, label, hint, options, keepUnknownValue, maxLength, width } = filter;
  if (!options) return <TextField id={name} name={name} label={label} hint={hint} defaultValue={value} maxLength={maxLength} width={width} />;
  const shown = keepUnknownValue && value && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;
  return <SelectField id={name} name={name} label={label} hint={hint} placeholder={any} defaultValue={value} options={shown} width={width} />;
}

function ResultsTable<Row>({ table, rows }: { table: ListTable<Row>; rows: Row[] }) {
  const { rowLink } = table;
  const linkColumn: TableColumn<Row> = {
    header: rowLink.header,
    cell: (row) => (
      <Link to={rowLink.to(row)} className="pt-link" aria-label={rowLink.label(row)}>
        {rowLink.text(row)}
      </Link>
    ),
  };
  return <Table caption={table.caption} rows={rows} rowKey={table.rowKey} firstCellIsHeader columns={[linkColumn, ...table.columns]} />;
}
