/**
 * The admissions console's dashboard (issue 37): the intake of an academic year in charts — the
 * funnel from start to enrolment, submissions per day beside last year's, choices and offers per
 * programme, categories, systems and appeals (GET /api/office/admission/dashboard) — for the year,
 * period, system and category in the address, on the console kit's DashboardPage.
 */
import { categoryName, CATEGORY_IDS } from '@portal/contracts/categories';
import type { DashboardChart } from '@portal/contracts/office/dashboard';
import { programmeName } from '@portal/contracts/programmes';
import { LOGIN_VARIANTS, loginVariantTitle, SYSTEM_IDS } from '@portal/contracts/systems';
import { useNavigationState } from '@portal/mount/hydration';
import { useLanguage } from '@portal/i18n/namespace';
import { Link } from '@portal/router';
import { chartWordsFrom, DashboardPage } from '@portal/ui/console/DashboardPage';
import { academicYearFilter } from '@portal/ui/console/OfficeListPage';
import { admissionOfficeText } from '../office-text';
import type { PlacesNotice } from './ProgrammePlacesPage';

type ChartId = 'funnel' | 'submissionsPerDay' | 'choicesPerProgramme' | 'offersPerProgramme' | 'perCategory' | 'perSystem' | 'appealsByState';
type Series = 'applications' | 'thisYear' | 'lastYear' | 'firstChoice' | 'anyChoice' | 'places' | 'offered' | 'accepted' | 'declined' | 'started' | 'submitted' | 'appeals';

export function AdmissionsDashboardPage() {
  const text = admissionOfficeText.useText();
  const language = useLanguage();
  // The places form, saved, brings the officer back here.
  const notice = useNavigationState<{ notice?: PlacesNotice }>()?.notice;
  const systemName = (id: string) => {
    const variant = LOGIN_VARIANTS.find((candidate) => candidate.system === id);
    return variant ? loginVariantTitle(variant, language) : id;
  };
  /** What each chart's rows are: their names in the officer's language. */
  const rowName = (chart: ChartId, key: string): string => {
    switch (chart) {
      case 'funnel':
        return text(`dashboard.steps.${key as 'started'}`);
      case 'choicesPerProgramme':
      case 'offersPerProgramme':
        return programmeName(key, language);
      case 'perCategory':
        return categoryName(key, language);
      case 'perSystem':
        return systemName(key);
      case 'appealsByState':
        return text(`dashboard.appealStates.${key as 'SUBMITTED'}`);
      default:
        return key;
    }
  };
  const chartWords = (chart: DashboardChart) => {
    const id = chart.id as ChartId;
    return chartWordsFrom<ChartId, Series, ChartId>(text, id, { rowHeader: id, row: (key) => rowName(id, key) });
  };
  return (
    <DashboardPage
      title={text('dashboard.title')}
      caption={text('console.caption')}
      back={{ to: '..', label: text('dashboard.back') }}
      notice={notice ? text('dashboard.places.saved', { year: notice.placesSavedFor }) : null}
      intro={<p className="pt-body">{text('dashboard.intro')}</p>}
      beside={(dashboard) => (
        <p className="pt-body">
          <Link to={`places?academicYear=${encodeURIComponent(dashboard.filters.academicYear ?? '')}`} className="pt-link">
            {text('dashboard.places.link', { year: dashboard.filters.academicYear ?? '' })}
          </Link>
        </p>
      )}
      api="/office/admission/dashboard"
      filters={[
        academicYearFilter(text('list.academicYear'), text('list.academicYearHint')),
        { name: 'system', label: text('list.system'), options: SYSTEM_IDS.map((id) => ({ value: id, label: systemName(id) })) },
        { name: 'category', label: text('list.category'), options: CATEGORY_IDS.map((id) => ({ value: id, label: categoryName(id, language) })) },
      ]}
      filtersFromAnswer={[{ name: 'period', label: text('dashboard.period'), hint: text('dashboard.periodHint') }]}
      chartWords={chartWords}
      fileName="admissions"
    />
  );
}
