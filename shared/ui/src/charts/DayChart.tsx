/**
 * A line per series over a dashboard's days (submissions per day, this year's beside last year's):
 * each series solid in its colour, last year's grey and dashed. Drawn as SVG by visx's scales, line
 * and axes; hidden from screen readers, which read the figures' table (ChartFigure).
 */
import type { DashboardChart } from '@portal/contracts/office/dashboard';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { EARLIER_COLOUR, isLastYear, seriesColour } from './chart-words';

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 48 };
/** Money along the axis ("SGD 12K") needs more room than a count. */
const MONEY_LEFT = 76;
/** Dates named along the bottom: about this many, evenly spread. */
const DATE_TICKS = 6;

export function DayChart({ chart, formatTick, formatDay }: { chart: DashboardChart; formatTick: (value: number) => string; formatDay: (day: string) => string }) {
  const { rows, series } = chart;
  const margin = chart.unit ? { ...MARGIN, left: MONEY_LEFT } : MARGIN;
  const innerWidth = WIDTH - margin.left - margin.right;
  const innerHeight = HEIGHT - margin.top - margin.bottom;
  const largest = Math.max(1, ...rows.flatMap((row) => series.map((name) => row.values[name] ?? 0)));
  const x = scaleLinear<number>({ domain: [0, Math.max(1, rows.length - 1)], range: [0, innerWidth] });
  const y = scaleLinear<number>({ domain: [0, largest], range: [innerHeight, 0], nice: true });
  const step = Math.max(1, Math.ceil(rows.length / DATE_TICKS));
  const dateTicks = rows.map((_, index) => index).filter((index) => index % step === 0);
  // Counts are whole: a handful of them is marked 0, 1, 2, never 0.2, 0.4; money is marked as the scale chooses.
  const valueTicks = chart.unit ? undefined : y.ticks(5).filter(Number.isInteger);
  return (
    <svg className="pt-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      <Group left={margin.left} top={margin.top}>
        <AxisLeft scale={y} numTicks={5} tickValues={valueTicks} tickFormat={(value) => formatTick(Number(value))} tickLabelProps={{ className: 'pt-chart__tick', fill: 'currentColor' }} stroke="#505a5f" tickStroke="#505a5f" />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={dateTicks}
          tickFormat={(index) => formatDay(rows[Number(index)]?.key ?? '')}
          tickLabelProps={{ className: 'pt-chart__tick', fill: 'currentColor' }}
          stroke="#505a5f"
          tickStroke="#505a5f"
        />
        {series.map((name, index) => (
          <LinePath
            key={name}
            data={rows}
            x={(_, rowIndex) => x(rowIndex)}
            y={(row) => y(row.values[name] ?? 0)}
            stroke={isLastYear(name) ? EARLIER_COLOUR : seriesColour(index)}
            strokeWidth={isLastYear(name) ? 2 : 2.5}
            strokeDasharray={isLastYear(name) ? '6 4' : undefined}
          />
        ))}
        {/* A single day has no line to draw: its figures are dots. */}
        {rows.length === 1 &&
          series.map((name, index) => <circle key={name} cx={x(0)} cy={y(rows[0]!.values[name] ?? 0)} r={4} fill={isLastYear(name) ? EARLIER_COLOUR : seriesColour(index)} />)}
      </Group>
    </svg>
  );
}
