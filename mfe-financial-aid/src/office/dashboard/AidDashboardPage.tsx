/**
 * The financial aid console's dashboard (issue 37): an academic year's aid applications in charts —
 * the funnel from start to an accepted package, submissions per day beside last year's, states,
 * packages and replies per scheme, per-capita income bands, groups of students, appeals and reviews
 * (GET /api/office/financial-aid/dashboard) — for the year, group, aid sought and scheme in the
 * address, on the console kit's DashboardPage.
 */
import { AID_INCOME_BANDS } from '@portal/contracts/financial-aid/dashboard';
import { aidApplicationStatuses, type AidApplicationStatus } from '@portal/contracts/financial-aid-statuses';
import { AID_SOUGHT, AID_TIERS } from '@portal/contracts/financial-aid/model';
import type { Dashboard, DashboardChart } from '@portal/contracts/office/dashboard';
import { useLanguage } from '@portal/i18n/namespace';
import { chartWordsFrom, DashboardPage } from '@portal/ui/console/DashboardPage';
import { academicYearFilter } from '@portal/ui/console/OfficeListPage';
import { formatMoney } from '@portal/ui/format';
import { officeApi, officePaths } from '../office-api';
import { financialAidOfficeText } from '../office-text';

type ChartId = 'funnel' | 'submissionsPerDay' | 'byState' | 'packagesPerScheme' | 'bursaryAmounts' | 'incomeBands' | 'perTier' | 'requests';
type Series = 'applications' | 'thisYear' | 'lastYear' | 'offered' | 'accepted' | 'declined' | 'awaiting' | 'awaitingDecision' | 'upheld' | 'notUpheld' | 'processed';

export function AidDashboardPage() {
  const text = financialAidOfficeText.useText();
  const language = useLanguage();
  /** A band's name from its bounds (AID_INCOME_BANDS): "Up to SGD 750.00", "SGD 750.01 to SGD 1,500.00", "Above SGD 2,750.00". */
  const bandName = (key: string) => {
    const band = AID_INCOME_BANDS.find((candidate) => candidate.key === key);
    if (!band || (band.aboveCents === null && band.upToCents === null)) return text('dashboard.bands.notKnown');
    if (band.aboveCents === null) return text('dashboard.bands.upTo', { amount: formatMoney(band.upToCents!) });
    if (band.upToCents === null) return text('dashboard.bands.above', { amount: formatMoney(band.aboveCents) });
    return text('dashboard.bands.between', { from: formatMoney(band.aboveCents + 1), to: formatMoney(band.upToCents) });
  };
  /** What each chart's rows are, in the officer's language; a scheme by the name the office gave it (the answer's options: the year's schemes). */
  const rowName = (chart: ChartId, key: string, schemeNames: Map<string, string>): string => {
    switch (chart) {
      case 'funnel':
        return text(`dashboard.steps.${key as 'started'}`);
      case 'byState':
        return aidApplicationStatuses.words(key as AidApplicationStatus, language);
      case 'packagesPerScheme':
      case 'bursaryAmounts':
        return schemeNames.get(key) ?? key;
      case 'incomeBands':
        return bandName(key);
      case 'perTier':
        return key === 'notKnown' ? text('dashboard.notKnown') : text(`common.tiers.${key as 'CITIZEN'}`);
      case 'requests':
        return text(`application.requestKinds.${key as 'APPEAL'}`);
      default:
        return key;
    }
  };
  const chartWords = (chart: DashboardChart, dashboard: Dashboard) => {
    const id = chart.id as ChartId;
    const schemeNames = new Map((dashboard.options.scheme ?? []).map((option) => [option.value, option.label[language]]));
    return chartWordsFrom<ChartId, Series, ChartId>(text, id, { rowHeader: id, row: (key) => rowName(id, key, schemeNames) });
  };
  return (
    <DashboardPage
      title={text('dashboard.title')}
      caption={text('console.caption')}
      back={{ to: officePaths.applications, label: text('dashboard.back') }}
      intro={<p className="pt-body">{text('dashboard.intro')}</p>}
      api={officeApi.dashboard}
      filters={[
        academicYearFilter(text('common.academicYear'), text('common.academicYearHint')),
        { name: 'tier', label: text('dashboard.tier'), options: AID_TIERS.map((tier) => ({ value: tier, label: text(`common.tiers.${tier}`) })) },
        { name: 'aidSought', label: text('dashboard.aidSought'), options: AID_SOUGHT.map((sought) => ({ value: sought, label: text(`dashboard.aidSoughtOptions.${sought}`) })) },
      ]}
      filtersFromAnswer={[{ name: 'scheme', label: text('dashboard.scheme'), hint: text('dashboard.schemeHint') }]}
      chartWords={chartWords}
      fileName="financial-aid"
    />
  );
}
