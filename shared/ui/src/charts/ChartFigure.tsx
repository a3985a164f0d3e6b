/**
 * One chart of a dashboard as a figure: its title (a level-2 heading) and what it counts, a legend,
 * the chart itself (hidden from screen readers), its figures as a table (in a disclosure: open for
 * a screen reader or anyone who wants the numbers) and a link that downloads them as CSV, in the
 * officer's language. A chart of money (`unit: 'SGD'`, values in cents) writes its figures as money;
 * its CSV holds plain dollars with two decimals, which every spreadsheet sums, under headers naming SGD.
 */
import type { DashboardChart } from '@portal/contracts/office/dashboard';
import { CSV_BYTE_ORDER_MARK, csvLine } from '@portal/contracts/csv';
import { useId } from 'react';
import { Table } from '../Table';
import { VisuallyHidden } from '../VisuallyHidden';
import { BarChart } from './BarChart';
import { EARLIER_COLOUR, isLastYear, seriesColour, type ChartWords } from './chart-words';
import { DayChart } from './DayChart';

/** The words every chart has: the disclosure's, the download link's, and what an empty chart says. */
export interface FigureWords {
  showTable: string;
  csv: string;
  empty: string;
  /** Which chart's (after the disclosure's and the link's words, for a screen reader): ": {chart}". */
  ofChart: (chart: string) => string;
  /** A CSV column of money: "{series} (SGD)". */
  inCurrency: (series: string) => string;
}

/** How figures are written in the officer's language. */
export interface ChartFormats {
  number: (value: number) => string;
  /** Cents as money, in full ("SGD 1,234.50"). */
  money: (cents: number) => string;
  /** Cents as money along an axis, short ("SGD 1.2K"). */
  moneyTick: (cents: number) => string;
  /** A yyyy-mm-dd day, short ("9 Jan"). */
  day: (day: string) => string;
}

export interface ChartFigureProps {
  chart: DashboardChart;
  words: ChartWords;
  figureWords: FigureWords;
  /** The CSV file's name, without ".csv". */
  fileName: string;
  formats: ChartFormats;
}

/** The chart's figures as CSV: a header line, then a line per row, in the officer's words; money as dollars ("1234.50"). */
function csvOf(chart: DashboardChart, words: ChartWords, figureWords: FigureWords): string {
  const money = chart.unit === 'SGD';
  const header = (name: string) => (money ? figureWords.inCurrency(words.series(name)) : words.series(name));
  const cell = (value: number | null) => (value === null || !money ? value : (value / 100).toFixed(2));
  const lines = [csvLine([words.rowHeader, ...chart.series.map(header)]), ...chart.rows.map((row) => csvLine([rowName(chart, words, row.key), ...chart.series.map((name) => cell(row.values[name] ?? null))]))];
  return CSV_BYTE_ORDER_MARK + lines.join('');
}

/** A row's name: a day is written as a date (the CSV keeps yyyy-mm-dd, which every spreadsheet reads). */
const rowName = (chart: DashboardChart, words: ChartWords, key: string) => (chart.kind === 'days' ? key : words.row(key));

export function ChartFigure({ chart, words, figureWords, fileName, formats }: ChartFigureProps) {
  const titleId = useId();
  const dayChart = chart.kind === 'days';
  const formatValue = chart.unit === 'SGD' ? formats.money : formats.number;
  return (
    <figure className="pt-chart-figure" aria-labelledby={titleId}>
      <h2 id={titleId} className="pt-heading-m">
        {words.title}
      </h2>
      {words.intro && <p className="pt-body">{words.intro}</p>}
      {chart.rows.length === 0 ? (
        <p className="pt-body">{figureWords.empty}</p>
      ) : (
        <>
          {chart.series.length > 1 && (
            <ul className="pt-chart-legend" aria-hidden="true">
              {chart.series.map((name, index) => (
                <li key={name} className="pt-chart-legend__item">
                  <span
                    className={dayChart && isLastYear(name) ? 'pt-chart-legend__swatch pt-chart-legend__swatch--dashed' : 'pt-chart-legend__swatch'}
                    style={{ color: dayChart && isLastYear(name) ? EARLIER_COLOUR : seriesColour(index) }}
                  />
                  {words.series(name)}
                </li>
              ))}
            </ul>
          )}
          {dayChart ? (
            <DayChart chart={chart} formatTick={chart.unit === 'SGD' ? formats.moneyTick : formats.number} formatDay={formats.day} />
          ) : (
            <BarChart chart={chart} words={words} formatNumber={formatValue} />
          )}
          <details className="pt-details">
            <summary className="pt-details__summary">
              {figureWords.showTable}
              <VisuallyHidden>{figureWords.ofChart(words.title)}</VisuallyHidden>
            </summary>
            <Table
              caption={words.title}
              firstCellIsHeader
              rowKey={(row) => row.key}
              rows={chart.rows}
              columns={[
                { header: words.rowHeader, cell: (row) => (dayChart ? formats.day(row.key) : words.row(row.key)) },
                ...chart.series.map((name) => ({ header: words.series(name), numeric: true, cell: (row: (typeof chart.rows)[number]) => (row.values[name] === null ? '–' : formatValue(row.values[name] ?? 0)) })),
              ]}
            />
          </details>
          <p className="pt-body">
            <a className="pt-link" download={`${fileName}.csv`} href={`data:text/csv;charset=utf-8,${encodeURIComponent(csvOf(chart, words, figureWords))}`}>
              {figureWords.csv}
              <VisuallyHidden>{figureWords.ofChart(words.title)}</VisuallyHidden>
            </a>
          </p>
        </>
      )}
    </figure>
  );
}
