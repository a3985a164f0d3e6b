/**
 * The scholarships console's dashboard (issue 37): an academic year's scholarship applications in
 * charts — the funnel from start to confirmed sureties, submissions per day beside last year's,
 * applications and awards per scholarship, states, citizenships and programmes (GET
 * /api/office/scholarship/dashboard) — for the year, scholarship and citizenship in the address, on
 * the console kit's DashboardPage. The scholarships' names are the answer's: its year's catalogue.
 */
import { CITIZENSHIPS } from '@portal/contracts/categories';
import type { Dashboard, DashboardChart } from '@portal/contracts/office/dashboard';
import { programmeName } from '@portal/contracts/programmes';
import { CITIZENSHIP_NOT_STATED, type ScholarshipDashboardChartId, type ScholarshipDashboardState } from '@portal/contracts/scholarship/dashboard';
import { useLanguage } from '@portal/i18n/namespace';
import { chartWordsFrom, DashboardPage } from '@portal/ui/console/DashboardPage';
import { academicYearFilter } from '@portal/ui/console/OfficeListPage';
import { officeApi, officePaths } from '../office-api';
import { scholarshipOfficeText } from '../office-text';

type Series = 'applications' | 'thisYear' | 'lastYear' | 'firstChoice' | 'anyChoice' | 'submitted' | 'awarded' | 'accepted';
type Citizenship = (typeof CITIZENSHIPS)[number];

export function ScholarshipsDashboardPage() {
  const text = scholarshipOfficeText.useText();
  const language = useLanguage();
  /** What each chart's rows are: their names in the officer's language. */
  const rowName = (chart: ScholarshipDashboardChartId, key: string, dashboard: Dashboard): string => {
    switch (chart) {
      case 'funnel':
        return text(`dashboard.steps.${key as 'started'}`);
      case 'perScholarship':
        // A code the year's catalogue does not name (none should) is shown as it is.
        return dashboard.options.scholarship?.find((option) => option.value === key)?.label[language] ?? key;
      case 'byState':
        return text(`dashboard.states.${key as ScholarshipDashboardState}`);
      case 'byCitizenship':
        return key === CITIZENSHIP_NOT_STATED ? text('dashboard.notStated') : text(`common.citizenships.${key as Citizenship}`);
      case 'perProgramme':
        return programmeName(key, language);
      default:
        return key;
    }
  };
  const chartWords = (chart: DashboardChart, dashboard: Dashboard) => {
    const id = chart.id as ScholarshipDashboardChartId;
    return chartWordsFrom<ScholarshipDashboardChartId, Series, ScholarshipDashboardChartId>(text, id, { rowHeader: id, row: (key) => rowName(id, key, dashboard) });
  };
  return (
    <DashboardPage
      title={text('dashboard.title')}
      caption={text('console.caption')}
      back={{ to: officePaths.applications, label: text('console.backToApplications') }}
      intro={<p className="pt-body">{text('dashboard.intro')}</p>}
      api={officeApi.dashboard}
      filters={[
        academicYearFilter(text('list.academicYear'), text('common.academicYearHint')),
        { name: 'citizenship', label: text('dashboard.citizenship'), hint: text('dashboard.citizenshipHint'), options: CITIZENSHIPS.map((id) => ({ value: id, label: text(`common.citizenships.${id}`) })) },
      ]}
      filtersFromAnswer={[{ name: 'scholarship', label: text('list.scholarship'), hint: text('dashboard.scholarshipHint') }]}
      chartWords={chartWords}
      fileName="scholarships"
    />
  );
}
