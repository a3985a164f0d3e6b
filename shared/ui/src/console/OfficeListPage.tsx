/**
 * An office console's list: a search by words ('q') and filters, kept in the address (useSearchInAddress)
 * so a result can be bookmarked, shared with a colleague or reloaded; the API's answer a page at a time
 * (ResultsPage, 25 rows), how many were found (announced), and a table whose first cell of each row is
 * its header and links to the record. A console gives its strings (their `list` group holds the words
 * every list has), the filters, the columns and the row link; the list's API route takes the filters
 * and `page` as its query string.
 */
import type { Key, ReactNode } from 'react';
import type { WordedSet } from '@portal/contracts/worded-set';
import type { TextParams } from '@portal/i18n/namespace';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link, useSearchInAddress } from '@portal/router';
import { PagedResults, type ResultsPage } from '../PagedResults';
import { QueryResult } from '../QueryResult';
import { SearchForm } from '../SearchForm';
import { SelectField, type SelectOption } from '../SelectField';
import { Table, type TableColumn } from '../Table';
import { TextField, type FieldWidth } from '../TextField';
import { StatusTag } from '../StatusTag';
import { ConsolePage } from './ConsolePage';
import { ListExportForm } from './ListExportForm';

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

/**
 * The words every list has, in a console's strings under `list`: the search form's name (searchLabel),
 * its button (search), the words field (q, qHint), the filters' "any" choice, the link that clears the
 * search, what the rows are while they load (what), how many were found (found, with {total}) and the
 * table's caption.
 */
export type ListTextKey = `list.${'searchLabel' | 'search' | 'q' | 'qHint' | 'any' | 'clear' | 'what' | 'found' | 'caption'}`;

/** The link each row's first cell holds: its visible text, and a label naming the row for a screen reader. */
export interface RowLink<Row> {
  header: string;
  to: (row: Row) => string;
  text: (row: Row) => ReactNode;
  label: (row: Row) => string;
}

export interface OfficeListPageProps<Row> {
  /** The console's strings (its useText()), which have the list's words. */
  text: (key: ListTextKey, params?: TextParams) => string;
  title: string;
  caption: string;
  /** What stands between the heading and the search: the console's other pages, a word of introduction. */
  intro?: ReactNode;
  /** The list's API route (the shared client adds /api). */
  api: string;
  /** The whole list's address (the link that clears the search). */
  clearTo: string;
  filters: readonly ListFilter[];
  rowKey: (row: Row) => Key;
  rowLink: RowLink<Row>;
  /** The columns after the row link's. */
  columns: ReadonlyArray<TableColumn<Row>>;
  /** The columns the list can take away as a file (its route `<api>/export`), when it can: the contracts' worded set. */
  exportColumns?: WordedSet<string>;
}

export function OfficeListPage<Row>({ text, title, caption, intro, api, clearTo, filters, exportColumns, ...table }: OfficeListPageProps<Row>) {
  const search = useSearchInAddress(['q', ...filters.map((filter) => filter.name)]);
  const results = useApiQuery<ResultsPage<Row>>(`${api}?${search.apiQuery}`);
  const { value } = search;
  return (
    <ConsolePage title={title} caption={caption}>
      {intro}
      <SearchForm
        key={search.key}
        label={text('list.searchLabel')}
        submitLabel={text('list.search')}
        clear={
          <Link to={clearTo} className="pt-link">
            {text('list.clear')}
          </Link>
        }
        onSearch={search.search}
      >
        <TextField id="q" name="q" label={text('list.q')} hint={text('list.qHint')} defaultValue={value('q')} maxLength={100} width="two-thirds" />
        <div className="pt-filter-grid">
          {filters.map((filter) => (
            <FilterField key={filter.name} filter={filter} value={value(filter.name)} any={text('list.any')} />
          ))}
        </div>
      </SearchForm>
      <QueryResult query={results} what={text('list.what')}>
        {(page) => (
          <PagedResults results={page} found={text('list.found', { total: page.total })} onPage={search.goToPage}>
            {(rows) => <ResultsTable caption={text('list.caption')} table={table} rows={rows} />}
          </PagedResults>
        )}
      </QueryResult>
      {exportColumns && <ListExportForm api={api} search={withoutPage(search.apiQuery)} columns={exportColumns} />}
    </ConsolePage>
  );
}

/** The list's search as its API is asked it, less the page shown: an export takes every row. */
function withoutPage(apiQuery: string): URLSearchParams {
  const search = new URLSearchParams(apiQuery);
  search.delete('page');
  return search;
}

/** One filter of a console's search form: a choice, or a short text field (the list's and the dashboard's). */
export function FilterField({ filter, value, any }: { filter: ListFilter; value: string; any: string }) {
  const { name, label, hint, options, keepUnknownValue, maxLength, width } = filter;
  if (!options) return <TextField id={name} name={name} label={label} hint={hint} defaultValue={value} maxLength={maxLength} width={width} />;
  const shown = keepUnknownValue && value && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;
  return <SelectField id={name} name={name} label={label} hint={hint} placeholder={any} defaultValue={value} options={shown} width={width} />;
}

type RowsTable<Row> = Pick<OfficeListPageProps<Row>, 'rowKey' | 'rowLink' | 'columns'>;

function ResultsTable<Row>({ caption, table, rows }: { caption: string; table: RowsTable<Row>; rows: Row[] }) {
  const { rowLink } = table;
  const linkColumn: TableColumn<Row> = {
    header: rowLink.header,
    cell: (row) => (
      <Link to={rowLink.to(row)} className="pt-link" aria-label={rowLink.label(row)}>
        {rowLink.text(row)}
      </Link>
    ),
  };
  return <Table caption={caption} rows={rows} rowKey={table.rowKey} firstCellIsHeader columns={[linkColumn, ...table.columns]} />;
}

/** The filter by state: the states the console lists, each in its domain's words (a registry's). */
export const statusFilter = <Status extends string>(label: string, statuses: readonly Status[], words: (status: Status) => string): ListFilter => ({
  name: 'status',
  label,
  options: statuses.map((status) => ({ value: status, label: words(status) })),
});

/** The column of each row's state, a tag in its domain's words. */
export const statusColumn = <Status extends string, Row extends { status: Status }>(header: string, words: (status: Status) => string): TableColumn<Row> => ({
  header,
  cell: (row) => <StatusTag status={row.status} label={words(row.status)} />,
});

/** A row of a list of applications known by a reference (SCH-…, FA-…) until the office opens one. */
export interface ReferencedApplicationRow {
  id: string;
  reference: string | null;
  applicantName: string;
}

/** The row link of a list of applications: the reference, read out with the applicant's name (the console's `list.reference` and `list.open`). */
const applicationReferenceLink = <Row extends ReferencedApplicationRow>(
  text: (key: 'list.reference' | 'list.open', params?: TextParams) => string,
  to: (id: string) => string,
): RowLink<Row> => ({
  header: text('list.reference'),
  to: (row) => to(row.id),
  text: (row) => row.reference,
  label: (row) => text('list.open', { reference: row.reference ?? '', name: row.applicantName }),
});

/**
 * A list of applications known by a reference and by the admission application they go with (the
 * scholarship and aid consoles): each row's key, its link (the reference), then the applicant and the
 * admission application's number (the console's `list.name` and `list.admissionApplication`).
 */
export function referencedApplicationRows<Row extends ReferencedApplicationRow & { admissionApplicationNumber: string }>(
  text: (key: 'list.reference' | 'list.open' | 'list.name' | 'list.admissionApplication', params?: TextParams) => string,
  to: (id: string) => string,
): Pick<OfficeListPageProps<Row>, 'rowKey' | 'rowLink'> & { firstColumns: Array<TableColumn<Row>> } {
  return {
    rowKey: (row) => row.id,
    rowLink: applicationReferenceLink(text, to),
    firstColumns: [
      { header: text('list.name'), cell: (row) => row.applicantName },
      { header: text('list.admissionApplication'), cell: (row) => row.admissionApplicationNumber },
    ],
  };
}
