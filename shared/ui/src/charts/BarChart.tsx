/**
 * Bars for a dashboard's rows (programmes, categories, states) or its funnel's steps: each row's name
 * above its bars, one bar per series, its number at the bar's end (a step's share of the first step
 * too). Drawn as SVG by visx's scale and shapes; hidden from screen readers, which read the figures'
 * table instead (ChartFigure).
 */
import type { DashboardChart } from '@portal/contracts/office/dashboard';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { seriesColour, type ChartWords } from './chart-words';

const WIDTH = 640;
const LABEL_HEIGHT = 18;
const BAR_HEIGHT = 12;
const BAR_GAP = 3;
const ROW_GAP = 12;
/** Room at the bars' end for the largest number and a share ("12,345 (100%)"). */
const NUMBER_ROOM = 110;

export function BarChart({ chart, words, formatNumber }: { chart: DashboardChart; words: ChartWords; formatNumber: (value: number) => string }) {
  const { rows, series } = chart;
  const largest = Math.max(1, ...rows.flatMap((row) => series.map((name) => row.values[name] ?? 0)));
  const length = scaleLinear<number>({ domain: [0, largest], range: [0, WIDTH - NUMBER_ROOM] });
  const rowHeight = LABEL_HEIGHT + series.length * (BAR_HEIGHT + BAR_GAP) + ROW_GAP;
  // The funnel's steps each show their share of the first.
  const first = chart.kind === 'steps' ? (rows[0]?.values[series[0]!] ?? 0) : 0;
  return (
    <svg className="pt-chart" viewBox={`0 0 ${WIDTH} ${rows.length * rowHeight}`} aria-hidden="true" focusable="false">
      {rows.map((row, rowIndex) => (
        <Group key={row.key} top={rowIndex * rowHeight}>
          <text className="pt-chart__label" y={13}>
            {words.row(row.key)}
          </text>
          {series.map((name, seriesIndex) => {
            const value = row.values[name] ?? null;
            const y = LABEL_HEIGHT + seriesIndex * (BAR_HEIGHT + BAR_GAP);
            const end = value === null ? 0 : length(value);
            const share = first > 0 && value !== null ? ` (${Math.round((value / first) * 100)}%)` : '';
            return (
              <g key={name}>
                <Bar x={0} y={y} width={end} height={BAR_HEIGHT} fill={seriesColour(seriesIndex)} />
                <text className="pt-chart__number" x={end + 4} y={y + BAR_HEIGHT - 2}>
                  {value === null ? '–' : `${formatNumber(value)}${share}`}
                </text>
              </g>
            );
          })}
        </Group>
      ))}
    </svg>
  );
}
