/**
 * The section pages this remote has, each its own lazy chunk (the entry screen stays small). The
 * task list links to these; a section without a page here is shown as not open yet.
 */
import type { ComponentType } from 'react';
import { lazyPage } from '@portal/mount/lazy-page';
import type { AdmissionSectionId } from '@portal/contracts/admission/sections';
import { formsText } from '@portal/forms/text';
import { admissionSectionText } from './section-text';
import type { SectionPageProps } from './section-page';

type SectionPage = ComponentType<SectionPageProps>;

/**
 * A section page's chunk, with its words (and the shared form machinery's) in the page's language
 * before it renders; the group is the import's webpackChunkName (preloaded with a drawn page, lazy-page.tsx).
 */
const page = (group: string, load: () => Promise<{ default: SectionPage }>) =>
  lazyPage(group, async () => (await Promise.all([load(), admissionSectionText.load(), formsText.load()]))[0]);

export const SECTION_PAGES: Partial<Record<AdmissionSectionId, SectionPage>> = {
  choiceOfStudy: page('admission-section-choice-of-study', () => import(/* webpackChunkName: "admission-section-choice-of-study" */ './choice-of-study/ChoiceOfStudyPage')),
  personalParticulars: page('admission-section-personal-particulars', () => import(/* webpackChunkName: "admission-section-personal-particulars" */ './personal-particulars/PersonalParticularsPage')),
  education: page('admission-section-education', () => import(/* webpackChunkName: "admission-section-education" */ './education/EducationPage')),
  subjects: page('admission-section-subjects', () => import(/* webpackChunkName: "admission-section-subjects" */ './subjects/SubjectsPage')),
  achievements: page('admission-section-achievements', () => import(/* webpackChunkName: "admission-section-achievements" */ './achievements/AchievementsPage')),
  employment: page('admission-section-employment', () => import(/* webpackChunkName: "admission-section-employment" */ './employment/EmploymentPage')),
  referees: page('admission-section-referees', () => import(/* webpackChunkName: "admission-section-referees" */ './referees/RefereesPage')),
  personalStatement: page('admission-section-personal-statement', () => import(/* webpackChunkName: "admission-section-personal-statement" */ './personal-statement/PersonalStatementPage')),
  shortQuestions: page('admission-section-short-questions', () => import(/* webpackChunkName: "admission-section-short-questions" */ './short-questions/ShortQuestionsPage')),
  householdIncome: page('admission-section-household-income', () => import(/* webpackChunkName: "admission-section-household-income" */ './household-income/HouseholdIncomePage')),
  healthSupport: page('admission-section-health-support', () => import(/* webpackChunkName: "admission-section-health-support" */ './health-support/HealthSupportPage')),
  nationalService: page('admission-section-national-service', () => import(/* webpackChunkName: "admission-section-national-service" */ './national-service/NationalServicePage')),
  tuitionGrant: page('admission-section-tuition-grant', () => import(/* webpackChunkName: "admission-section-tuition-grant" */ './tuition-grant/TuitionGrantPage')),
  residentialCollege: page('admission-section-residential-college', () => import(/* webpackChunkName: "admission-section-residential-college" */ './residential-college/ResidentialCollegePage')),
  audition: page('admission-section-audition', () => import(/* webpackChunkName: "admission-section-audition" */ './audition/AuditionPage')),
  specialProgrammes: page('admission-section-special-programmes', () => import(/* webpackChunkName: "admission-section-special-programmes" */ './special-programmes/SpecialProgrammesPage')),
  declaration: page('admission-section-declaration', () => import(/* webpackChunkName: "admission-section-declaration" */ './declaration/DeclarationPage')),
  documents: page('admission-section-documents', () => import(/* webpackChunkName: "admission-section-documents" */ './documents/DocumentsPage')),
};
