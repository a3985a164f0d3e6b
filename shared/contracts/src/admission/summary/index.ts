/**
 * An admission application's answers as words, section by section, in task-list order: for the
 * browser's "check your answers" page and the server's PDF (both languages).
 *
 * Adding a section is one module `summary/<kebab-id>.ts` exporting
 * `summarise<Name>(data, language, words?, context?)` and one line in SECTION_SUMMARIES below;
 * sections without a line are left out until then. A section worded from another section's answers
 * (Subjects, from Education's records) reads them from the context's `sections`.
 */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { admissionSections, type AdmissionSectionId } from '../sections';
import { summariseAchievements } from './achievements';
import { summariseApplyAs } from './apply-as';
import { summariseAudition } from './audition';
import { summariseChoiceOfStudy } from './choice-of-study';
import { summariseDeclaration } from './declaration';
import { summariseDocuments } from './documents';
import { summariseEducation } from './education';
import { summariseEmployment } from './employment';
import { summariseHealthSupport } from './health-support';
import { summariseHouseholdIncome } from './household-income';
import { summariseNationalService } from './national-service';
import { summarisePersonalParticulars } from './personal-particulars';
import { summarisePersonalStatement } from './personal-statement';
import { summariseReferees } from './referees';
import { summariseResidentialCollege } from './residential-college';
import { summariseShortQuestions } from './short-questions';
import { summariseSpecialProgrammes } from './special-programmes';
import { summariseSubjects } from './subjects';
import { summariseTuitionGrant } from './tuition-grant';
import type { ApplicationAnswersInput, SummaryContext, SummarySection } from './types';

export type { ApplicationAnswers, ApplicationAnswersInput, SummaryContext, SummaryGroup, SummaryRow, SummarySection } from './types';
export { SECTION_TITLES, sectionTitle } from './titles';

/** How a section with answers of its own is worded. */
export type SectionSummariser = (data: SectionData | null, language: Language, context: SummaryContext) => SummarySection;

/** The sections that have a summary module (applyAs and documents are worded from the application itself). */
export const SECTION_SUMMARIES: Partial<Record<AdmissionSectionId, SectionSummariser>> = {
  choiceOfStudy: (data, language) => summariseChoiceOfStudy(data, language),
  personalParticulars: (data, language, context) => summarisePersonalParticulars(data, language, undefined, context?.verified?.personalParticulars),
  education: (data, language) => summariseEducation(data, language),
  subjects: (data, language, context) => summariseSubjects(data, language, undefined, context),
  achievements: (data, language) => summariseAchievements(data, language),
  employment: (data, language) => summariseEmployment(data, language),
  referees: (data, language) => summariseReferees(data, language),
  personalStatement: (data, language) => summarisePersonalStatement(data, language),
  shortQuestions: (data, language) => summariseShortQuestions(data, language),
  householdIncome: (data, language) => summariseHouseholdIncome(data, language),
  healthSupport: (data, language) => summariseHealthSupport(data, language),
  nationalService: (data, language) => summariseNationalService(data, language),
  tuitionGrant: (data, language, context) => summariseTuitionGrant(data, language, undefined, context),
  residentialCollege: (data, language) => summariseResidentialCollege(data, language),
  audition: (data, language) => summariseAudition(data, language),
  specialProgrammes: (data, language) => summariseSpecialProgrammes(data, language),
  declaration: (data, language) => summariseDeclaration(data, language),
};

/**
 * Every section the category needs, in task-list order: "Apply with / as" first, "Document upload"
 * last, each other section worded from its stored answers (a section not yet answered comes back
 * with no rows). Sections without a summary module are skipped.
 */
export function summariseApplication(application: ApplicationAnswersInput, language: Language): SummarySection[] {
  const context: SummaryContext = { eligibility: application.eligibility, sections: application.sections, verified: application.verified };
  return admissionSections(application.category, application.eligibility).flatMap((id): SummarySection[] => {
    if (id === 'applyAs') return [summariseApplyAs(application, language)];
    if (id === 'documents') return [summariseDocuments(application.documents, language)];
    const summarise = SECTION_SUMMARIES[id];
    return summarise ? [summarise(application.sections[id] ?? null, language, context)] : [];
  });
}
