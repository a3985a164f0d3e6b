/**
 * The finance console's dashboard (issue 37): an academic year's fees in charts — where the money and
 * the fees stand, money received per day beside last year's, fees falling due, received, waived and to
 * refund per day, and how the money was paid (GET /api/office/payment/dashboard) — for the year, fee
 * kind and days in the address, on the console kit's DashboardPage.
 */
import { FEE_KINDS, isFeeKind } from '@portal/contracts/fee-kinds';
import type { DashboardChart } from '@portal/contracts/office/dashboard';
import { chartWordsFrom, DashboardPage } from '@portal/ui/console/DashboardPage';
import { academicYearFilter } from '@portal/ui/console/OfficeListPage';
import { paymentText } from '../../payment-text';
import { paymentOfficeText } from '../office-text';
import type en from './locales/en-GB';

/** The rows of each chart: where fees stand, days, or how money was paid. */
const ROWS_OF: Record<ChartId, 'feeStanding' | 'day' | 'method'> = {
  feesByStandingAmounts: 'feeStanding',
  feesByStandingCounts: 'feeStanding',
  receivedPerDay: 'day',
  movementsPerDayAmounts: 'day',
  movementsPerDayCounts: 'day',
  receivedByMethodAmounts: 'method',
  receivedByMethodCounts: 'method',
};
type ChartId = keyof (typeof en)['charts'];
type Series = 'thisYear' | 'lastYear' | 'fallingDue' | 'received' | 'waived' | 'refundsToMake';

export function FinanceDashboardPage() {
  const text = paymentOfficeText.useText();
  const words = paymentText.useText();
  const chartWords = (chart: DashboardChart) => {
    const id = chart.id as ChartId;
    const rows = ROWS_OF[id] ?? 'day';
    return chartWordsFrom<ChartId, Series, typeof rows>(text, id, {
      rowHeader: rows,
      // The charts by fee have a series per kind of fee; the charts of days, a series per movement.
      series: (series) => (isFeeKind(series) ? words(`feeKinds.${series}`) : text(`dashboard.series.${series as Series}`)),
      row: (key) => (rows === 'method' ? text(`payment.methods.${key as 'GATEWAY'}`) : rows === 'feeStanding' ? text(`dashboard.standings.${key as 'due'}`) : key),
    });
  };
  return (
    <DashboardPage
      title={text('dashboard.title')}
      caption={text('console.caption')}
      back={{ to: '..', label: text('dashboard.back') }}
      intro={
        <>
          <p className="pt-body">{text('dashboard.intro')}</p>
          <p className="pt-body">{text('dashboard.refundsNote')}</p>
        </>
      }
      api="/office/payment/dashboard"
      filters={[
        academicYearFilter(text('dashboard.academicYear'), text('dashboard.academicYearHint')),
        { name: 'kind', label: text('dashboard.kind'), options: FEE_KINDS.map((kind) => ({ value: kind, label: words(`feeKinds.${kind}`) })) },
        { name: 'from', label: text('dashboard.from'), hint: text('dashboard.dayHint'), maxLength: 10, width: 10 },
        { name: 'to', label: text('dashboard.to'), hint: text('dashboard.dayHint'), maxLength: 10, width: 10 },
      ]}
      chartWords={chartWords}
      fileName="finance"
    />
  );
}
