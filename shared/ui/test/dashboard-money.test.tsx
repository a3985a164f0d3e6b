/**
 * The console kit's dashboard with a chart of money (`unit: 'SGD'`, values in cents) beside a chart of
 * counts: the money's table writes amounts as the fee pages do (SGD 1,234.50), its CSV holds plain
 * dollars with two decimals under a header naming SGD, and the counts' table and CSV stay counts. A
 * dashboard read from kept counts says when they were counted; chartWordsFrom reads a chart's words
 * from a console's strings.
 */
import { render, screen, within } from '@testing-library/react';
import type { Dashboard } from '@portal/contracts/office/dashboard';
import { http } from '@portal/http/client';
import { BrowserRouter } from '@portal/router';
import { chartWordsFrom, DashboardPage } from '../src/console/DashboardPage';

const DASHBOARD: Dashboard = {
  filters: { academicYear: '2031/2032' },
  options: {},
  charts: [
    { id: 'money', kind: 'bars', unit: 'SGD', series: ['received'], rows: [{ key: 'APPLICATION_FEE', values: { received: 123_450 } }] },
    { id: 'counts', kind: 'bars', series: ['received'], rows: [{ key: 'APPLICATION_FEE', values: { received: 1_234 } }] },
  ],
};

const CHART_TITLES: Record<string, string> = { money: 'Money received', counts: 'Payments received' };

function renderDashboard(answer: Dashboard = DASHBOARD) {
  jest.spyOn(http, 'get').mockImplementation((() => Promise.resolve({ data: answer, status: 200, headers: {}, config: {}, statusText: 'OK' })) as never);
  window.history.replaceState(null, '', '/office/test/dashboard');
  return render(
    <BrowserRouter>
      <DashboardPage
        title="Test dashboard"
        caption="Test office"
        api="/office/test/dashboard"
        filters={[]}
        chartWords={(chart) => ({ title: CHART_TITLES[chart.id]!, rowHeader: 'Fee', series: () => 'Received', row: () => 'Application fee' })}
        fileName="test"
      />
    </BrowserRouter>,
  );
}

/** The CSV a figure's download link holds, without the byte order mark. */
function csvOf(figure: HTMLElement): string {
  const link = within(figure).getByRole('link', { name: /Download the figures \(CSV\)/ });
  return decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/csv;charset=utf-8,/, '')).replace(/^\uFEFF/, '');
}

afterEach(() => jest.restoreAllMocks());

describe('a dashboard chart of money', () => {
  it('writes its figures as money in the table, and as dollars with two decimals in the CSV', async () => {
    renderDashboard();
    const money = await screen.findByRole('figure', { name: 'Money received' });
    // As the fee pages write money (format.tsx): the code, a space (non-breaking), the amount.
    expect(within(money).getByRole('row', { name: /^Application fee/ })).toHaveTextContent(/^Application fee\s*SGD\s1,234\.50$/);
    expect(csvOf(money)).toBe('Fee,Received (SGD)\r\nApplication fee,1234.50\r\n');
  });

  it('leaves a chart of counts as counts', async () => {
    renderDashboard();
    const counts = await screen.findByRole('figure', { name: 'Payments received' });
    expect(within(counts).getByRole('row', { name: /^Application fee/ })).toHaveTextContent('1,234');
    expect(within(counts).getByRole('row', { name: /^Application fee/ })).not.toHaveTextContent('SGD');
    expect(csvOf(counts)).toBe('Fee,Received\r\nApplication fee,1234\r\n');
  });
});

describe('a dashboard of kept counts', () => {
  it('says when its figures were counted, in Singapore time; a dashboard counted for its answer says nothing of it', async () => {
    const counted = renderDashboard({ ...DASHBOARD, countedAt: '2026-12-04T13:30:00.000Z' });
    expect(await screen.findByText('As counted on 04/12/2026, 21:30 (Singapore time).')).toBeVisible();
    counted.unmount();
    jest.restoreAllMocks();
    renderDashboard();
    await screen.findByRole('figure', { name: 'Money received' });
    expect(screen.queryByText(/As counted on/)).toBeNull();
  });
});

describe("a chart's words from a console's strings", () => {
  const strings: Record<string, string> = {
    'dashboard.charts.perDay.title': 'Per day',
    'dashboard.charts.perDay.intro': 'Submissions each day.',
    'dashboard.rowHeaders.day': 'Day',
    'dashboard.series.thisYear': 'This year',
  };
  const text = (key: string) => strings[key] ?? `missing ${key}`;

  it('names the title, intro, first column and series from the keys every console uses, the rows as the console says', () => {
    const words = chartWordsFrom<'perDay', 'thisYear', 'day'>(text, 'perDay', { rowHeader: 'day', row: (key) => `row ${key}` });
    expect([words.title, words.intro, words.rowHeader, words.series('thisYear'), words.row('2026-12-04')]).toEqual(['Per day', 'Submissions each day.', 'Day', 'This year', 'row 2026-12-04']);
  });

  it('leaves the series to the console when it names them otherwise', () => {
    const words = chartWordsFrom<'perDay', 'thisYear', 'day'>(text, 'perDay', { rowHeader: 'day', row: String, series: (series) => `fee ${series}` });
    expect(words.series('APPLICATION_FEE')).toBe('fee APPLICATION_FEE');
  });
});
