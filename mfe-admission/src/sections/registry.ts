/**
 * The section pages this remote has, each its own lazy chunk (the entry screen stays small). The
 * task list links to these; a section without a page here is shown as not open yet.
 */
import { lazy, type ComponentType } from 'react';
import type { AdmissionSectionId } from '@portal/contracts/admission/sections';
import { formsText } from '@portal/forms/text';
import { formText } from './form-text';
import type { SectionPageProps } from './section-page';

type SectionPage = ComponentType<SectionPageProps>;

/** A section page's chunk, with its words (and the shared form machinery's) in the page's language before it renders. */
const page = (load: () => Promise<{ default: SectionPage }>) => lazy(async () => (await Promise.all([load(), formText.load(), formsText.load()]))[0]);

export const SECTION_PAGES: Partial<Record<AdmissionSectionId, React.LazyExoticComponent<SectionPage>>> = {
  choiceOfStudy: page(() => import('./choice-of-study/ChoiceOfStudyPage')),
  personalParticulars: page(() => import('./personal-particulars/PersonalParticularsPage')),
  education: page(() => import('./education/EducationPage')),
  subjects: page(() => import('./subjects/SubjectsPage')),
  achievements: page(() => import('./achievements/AchievementsPage')),
  employment: page(() => import('./employment/EmploymentPage')),
  referees: page(() => import('./referees/RefereesPage')),
  personalStatement: page(() => import('./personal-statement/PersonalStatementPage')),
  shortQuestions: page(() => import('./short-questions/ShortQuestionsPage')),
  householdIncome: page(() => import('./household-income/HouseholdIncomePage')),
  healthSupport: page(() => import('./health-support/HealthSupportPage')),
  nationalService: page(() => import('./national-service/NationalServicePage')),
  tuitionGrant: page(() => import('./tuition-grant/TuitionGrantPage')),
  residentialCollege: page(() => import('./residential-college/ResidentialCollegePage')),
  audition: page(() => import('./audition/AuditionPage')),
  specialProgrammes: page(() => import('./special-programmes/SpecialProgrammesPage')),
  declaration: page(() => import('./declaration/DeclarationPage')),
  documents: page(() => import('./documents/DocumentsPage')),
};
