/**
 * The section pages this remote has, each its own lazy chunk (the entry screen stays small). The
 * task list links to these; a section without a page here is shown as not open yet.
 */
import { lazy, type ComponentType } from 'react';
import type { AdmissionSectionId } from '@portal/contracts/admission/sections';
import type { SectionPageProps } from './section-page';

type SectionPage = ComponentType<SectionPageProps>;

export const SECTION_PAGES: Partial<Record<AdmissionSectionId, React.LazyExoticComponent<SectionPage>>> = {
  choiceOfStudy: lazy(() => import('./choice-of-study/ChoiceOfStudyPage')),
  personalParticulars: lazy(() => import('./personal-particulars/PersonalParticularsPage')),
  achievements: lazy(() => import('./achievements/AchievementsPage')),
  employment: lazy(() => import('./employment/EmploymentPage')),
  referees: lazy(() => import('./referees/RefereesPage')),
  personalStatement: lazy(() => import('./personal-statement/PersonalStatementPage')),
  shortQuestions: lazy(() => import('./short-questions/ShortQuestionsPage')),
  residentialCollege: lazy(() => import('./residential-college/ResidentialCollegePage')),
  specialProgrammes: lazy(() => import('./special-programmes/SpecialProgrammesPage')),
  declaration: lazy(() => import('./declaration/DeclarationPage')),
};
