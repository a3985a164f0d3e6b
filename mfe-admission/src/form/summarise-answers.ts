/** An application's answers as the shared summary words them (check your answers, a submitted application's tabs). */
import type { AdmissionForm } from '@portal/contracts/admission/api';
import { summariseApplication, type ApplicationAnswers } from '@portal/contracts/admission/summary/index';
import type { Language } from '@portal/contracts/languages';

export function summariseAnswers(application: AdmissionForm, answers: ApplicationAnswers, language: Language) {
  return summariseApplication(
    {
      system: application.system,
      category: application.category,
      eligibility: application.eligibility,
      sections: Object.fromEntries(answers.sections.map((section) => [section.id, section.data])),
      documents: answers.documents,
      verified: Object.fromEntries(answers.sections.map((section) => [section.id, section.verified ?? []])),
    },
    language,
  );
}
