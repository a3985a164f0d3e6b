/**
 * A line per series over a dashboard's days (submissions per day, this year's beside last year's):
 * the first series solid, the one after it (last year's) grey and dashed. Drawn as SVG by visx's
 * scales, line and axes; hidden from screen readers, which read the figures' table (ChartFigure).
 */
import type { DashboardChart } from '@portal/contracts/office/dashboard';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { EARLIER_COLOUR, seriesColour } from './chart-words';

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 48 };
/** Dates named along the bottom: about this many, evenly spread. */
const DATE_TICKS = 6;

export function DayChart({ chart, formatNumber, formatDay }: { chart: DashboardChart; formatNumber: (value: number) => string; formatDay: (day: string) => string }) {
  const { rows, series } = chart;
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const largest = Math.max(1, ...rows.flatMap((row) => series.map((name) => row.values[name] ?? 0)));
  const x = scaleLinear<number>({ domain: [0, Math.max(1, rows.length - 1)], range: [0, innerWidth] });
  const y = scaleLinear<number>({ domain: [0, largest], range: [innerHeight, 0], nice: true });
  const step = Math.max(1, Math.ceil(rows.length / DATE_TICKS));
  const dateTicks = rows.map((_, index) => index).filter((index) => index % step === 0);
  return (
    <svg className="pt-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      <Group left={MARGIN.left} top={MARGIN.top}>
        <AxisLeft scale={y} numTicks={5} tickFormat={(value) => formatNumber(Number(value))} tickLabelProps={{ className: 'pt-chart__tick', fill: 'currentColor' }} stroke="#505a5f" tickStroke="#505a5f" />
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
            stroke={index === 0 ? seriesColour(0) : EARLIER_COLOUR}
            strokeWidth={index === 0 ? 2.5 : 2}
            strokeDasharray={index === 0 ? undefined : '6 4'}
          />
        ))}
      </Group>
    </svg>
  );
}
