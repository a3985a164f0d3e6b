import { LAST_YEAR_SERIES } from '@portal/contracts/office/dashboard';

/**
 * What a chart of a dashboard is called and how its parts are named, in the officer's language: the
 * console gives these (its own strings, programme and status names), the charts draw with them.
 */
export interface ChartWords {
  title: string;
  /** A sentence under the title: what is counted, and how. */
  intro?: string;
  /** The table's first column: what each row is (a programme, a day). */
  rowHeader: string;
  series: (series: string) => string;
  row: (key: string) => string;
}

/** The series' colours, in order: the design system's blue, brown, green and purple, each at least 3:1 on white (WCAG 1.4.11). */
export const SERIES_COLOURS = ['#1d70b8', '#a35a00', '#00703c', '#4c2c92'] as const;
/** Last year's line beside this year's: grey, dashed. */
export const EARLIER_COLOUR = '#505a5f';

export const seriesColour = (index: number): string => SERIES_COLOURS[index % SERIES_COLOURS.length]!;

/** Last year's line is drawn grey and dashed beside this year's; every other series in its colour. */
export const isLastYear = (series: string): boolean => series === LAST_YEAR_SERIES;
