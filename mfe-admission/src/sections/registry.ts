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
  education: lazy(() => import('./education/EducationPage')),
  subjects: lazy(() => import('./subjects/SubjectsPage')),
  personalStatement: lazy(() => import('./personal-statement/PersonalStatementPage')),
  declaration: lazy(() => import('./declaration/DeclarationPage')),
};
