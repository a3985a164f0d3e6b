/**
 * An office console's dashboard (issue 37): its filters, kept in the address like a list's search (so
 * a picture can be bookmarked or sent to a colleague), and each chart of the dashboard's answer
 * (@portal/contracts/office/dashboard) as a figure — title, chart, its figures as a table and as CSV.
 * The console gives each chart's words (chartWordsFrom: from its strings, named alike in every
 * console) and the filters'; the form's and the figures' own are the design system's (`dashboard.*`).
 * A dashboard read from kept counts says when they were counted. Its charts (visx) load with this
 * page alone: no applicant page carries them.
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { Dashboard, DashboardChart, DashboardOption } from '@portal/contracts/office/dashboard';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, useSearchInAddress } from '@portal/router';
import { ChartFigure, type ChartFormats } from '../charts/ChartFigure';
import { formatDateTime, formatMoney } from '../format';
import type { ChartWords } from '../charts/chart-words';
import { QueryResult } from '../QueryResult';
import { SearchForm } from '../SearchForm';
import { uiText } from '../text';
import { ConsolePage, type BackTo } from './ConsolePage';
import { FilterField, type ListFilter } from './OfficeListPage';

export interface DashboardPageProps {
  title: string;
  caption: string;
  back?: BackTo;
  /** What was just done (a form that brought the officer back here), announced above the heading. */
  notice?: ReactNode;
  intro?: ReactNode;
  /** What the console offers beside the figures it answered (a link for their year), above the charts. */
  beside?: (dashboard: Dashboard) => ReactNode;
  /** The dashboard's API route (the shared client adds /api); it takes the filters as its query string. */
  api: string;
  filters: readonly ListFilter[];
  /** Filters whose choices the dashboard's answer names (`options`: an academic year's periods). */
  filtersFromAnswer?: readonly ListFilter[];
  /** A chart's words: its title, what it counts, its series' and rows' names (which may be the answer's `options`: a scholarship's name). */
  chartWords: (chart: DashboardChart, dashboard: Dashboard) => ChartWords;
  /** How the CSV files' names start ("admissions"): then the chart and the academic year. */
  fileName: string;
}

/** The keys of a console's strings a chart's words are read from (every console names them alike). */
export type ChartWordKey<Id extends string, Series extends string, RowHeader extends string> =
  | `dashboard.charts.${Id}.title`
  | `dashboard.charts.${Id}.intro`
  | `dashboard.rowHeaders.${RowHeader}`
  | `dashboard.series.${Series}`;

/**
 * A chart's words from the console's strings: its title and intro (`dashboard.charts.<id>.*`), its
 * table's first column (`dashboard.rowHeaders.<rowHeader>`: the chart's id, or what its rows are when
 * charts share them) and its series (`dashboard.series.<series>`, unless the console names them
 * otherwise); its rows' names are the console's own. The console's text function is checked against
 * those keys: a chart or series without its words does not compile.
 */
export function chartWordsFrom<Id extends string, Series extends string, RowHeader extends string>(
  text: (key: ChartWordKey<Id, Series, RowHeader>) => string,
  id: Id,
  words: { rowHeader: RowHeader; row: (key: string) => string; series?: (series: string) => string },
): ChartWords {
  return {
    title: text(`dashboard.charts.${id}.title`),
    intro: text(`dashboard.charts.${id}.intro`),
    rowHeader: text(`dashboard.rowHeaders.${words.rowHeader}`),
    series: words.series ?? ((series: string) => text(`dashboard.series.${series as Series}`)),
    row: words.row,
  };
}

export function DashboardPage({ title, caption, back, notice, intro, beside, api, filters, filtersFromAnswer = [], chartWords, fileName }: DashboardPageProps) {
  const search = useSearchInAddress([...filters, ...filtersFromAnswer].map((filter) => filter.name));
  const figures = useApiQuery<Dashboard>(`${api}?${search.apiQuery}`);
  // The kit's own words (the design system's strings): the same in every console.
  const text = uiText.useText();
  const language = useLanguage();
  // The answer's options stay while the next answer loads: a chosen period keeps its name meanwhile.
  const [options, setOptions] = useState<Record<string, DashboardOption[]>>({});
  if (figures.data && figures.data.options !== options) setOptions(figures.data.options);
  const formats = useMemo((): ChartFormats => {
    const numbers = new Intl.NumberFormat(language);
    // An axis has little room: "SGD 12K" (12万 in Chinese); the bars and the table write the whole amount, as the fee pages do.
    const shortMoney = new Intl.NumberFormat(language, { style: 'currency', currency: 'SGD', currencyDisplay: 'code', notation: 'compact' });
    const days = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return {
      number: (value: number) => numbers.format(value),
      money: formatMoney,
      moneyTick: (cents: number) => shortMoney.format(cents / 100),
      day: (day: string) => (day ? days.format(new Date(`${day}T00:00:00Z`)) : ''),
    };
  }, [language]);
  const figureWords = {
    showTable: text('dashboard.showTable'),
    csv: text('dashboard.csv'),
    empty: text('dashboard.empty'),
    ofChart: (chart: string) => text('dashboard.ofChart', { chart }),
    inCurrency: (series: string) => text('dashboard.inCurrency', { series }),
  };
  return (
    <ConsolePage title={title} caption={caption} back={back} notice={notice}>
      {intro}
      <SearchForm
        key={search.key}
        label={text('dashboard.filtersLabel')}
        submitLabel={text('dashboard.apply')}
        clear={
          <Link to="." className="pt-link">
            {text('dashboard.clear')}
          </Link>
        }
        onSearch={search.search}
      >
        <div className="pt-filter-grid">
          {filters.map((filter) => (
            <FilterField key={filter.name} filter={filter} value={search.value(filter.name)} any={text('dashboard.any')} />
          ))}
          {filtersFromAnswer.map((filter) => (
            <FilterField
              key={filter.name}
              filter={{ ...filter, keepUnknownValue: true, options: (options[filter.name] ?? []).map((option) => ({ value: option.value, label: option.label[language] })) }}
              value={search.value(filter.name)}
              any={text('dashboard.any')}
            />
          ))}
        </div>
      </SearchForm>
      <QueryResult query={figures} what={text('dashboard.what')}>
        {(dashboard) => (
          <>
            {dashboard.countedAt ? <p className="pt-body">{text('dashboard.countedAt', { when: formatDateTime(dashboard.countedAt) })}</p> : null}
            {beside?.(dashboard)}
            {dashboard.charts.map((chart) => (
              <ChartFigure
              key={chart.id}
              chart={chart}
              words={chartWords(chart, dashboard)}
              figureWords={figureWords}
              fileName={`${fileName}-${chart.id}-${(dashboard.filters.academicYear ?? '').replace('/', '-')}`}
              formats={formats}
            />
            ))}
          </>
        )}
      </QueryResult>
    </ConsolePage>
  );
}
