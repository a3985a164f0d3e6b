/**
 * The readable copy of one application (an HTML page per application in the ZIP): its facts, every
 * answer under its question's label in the reader's language — worded by each form's own summary, the
 * words of "check your answers" and of the PDF — its documents (linked to their copies in the ZIP)
 * and its timeline.
 */
import { admissionStatuses } from '@portal/contracts/admission-statuses';
import { summariseApplication } from '@portal/contracts/admission';
import type { CategoryId, Eligibility } from '@portal/contracts/categories';
import { aidApplicationStatuses } from '@portal/contracts/financial-aid-statuses';
import type { DocumentSummary } from '@portal/contracts/forms';
import type { Language } from '@portal/contracts/languages';
import { scholarshipStatuses } from '@portal/contracts/scholarship-statuses';
import { summariseScholarshipApplication } from '@portal/contracts/scholarship';
import type { SystemId } from '@portal/contracts/systems';
import { escapeHtml } from '../../mail/compose';
import { officeDateTime } from '../../mail/office-dates';
import type { PdfSection } from '../../pdf/model';
import { aidPdfSections } from '../financial-aid';
import type { ApplicationKind, HeldApplication } from '../../personal-data/holdings';
import { MY_DATA_WORDS } from './words';

/** A document of the application as the ZIP holds it: its summary, and its path in the ZIP (null: not copied). */
export interface ArchivedDocument {
  summary: DocumentSummary;
  path: string | null;
}

const STATUS_WORDS: Record<ApplicationKind, (status: string, language: Language) => string> = {
  ADMISSION: (status, language) => (admissionStatuses.values.includes(status as never) ? admissionStatuses.words(status as never, language) : status),
  SCHOLARSHIP: (status, language) => (scholarshipStatuses.values.includes(status as never) ? scholarshipStatuses.words(status as never, language) : status),
  FINANCIAL_AID: (status, language) => (aidApplicationStatuses.values.includes(status as never) ? aidApplicationStatuses.words(status as never, language) : status),
};

export const statusWords = (kind: ApplicationKind, status: string, language: Language) => STATUS_WORDS[kind](status, language);

type Answers = Record<string, Record<string, unknown>>;
/** The aid form's answers as its wording reads them (financial aid's contract, through its module's entry). */
type AidSubmission = Parameters<typeof aidPdfSections>[0];
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * The application's answers worded: as submitted when it was, else as last saved. Each form's summary
 * reads whatever a draft holds; the scholarship's names come from the submission, else the year's list.
 */
export function wordedAnswers(application: HeldApplication, documents: DocumentSummary[], language: Language, scholarshipNames: Record<string, Record<Language, string>>): PdfSection[] {
  const submitted = application.submission ? record(application.submission) : null;
  const sections = (submitted ? record(submitted.sections) : application.sections) as Answers;
  switch (application.kind) {
    case 'ADMISSION': {
      const details = application.details;
      return summariseApplication(
        {
          system: String(details.system) as SystemId,
          category: String(submitted?.category ?? details.category) as CategoryId,
          eligibility: record(submitted?.eligibility ?? details.eligibility) as unknown as Eligibility,
          sections,
          documents,
        },
        language,
      );
    }
    case 'SCHOLARSHIP': {
      const choices = Array.isArray(submitted?.choices) ? (submitted.choices as Array<{ code: string; name: Record<Language, string> }>) : [];
      const names = choices.length ? Object.fromEntries(choices.map((choice) => [choice.code, choice.name[language]])) : Object.fromEntries(Object.entries(scholarshipNames).map(([code, name]) => [code, name[language]]));
      return summariseScholarshipApplication({ sections, documents, scholarshipNames: names }, language);
    }
    case 'FINANCIAL_AID': {
      const submission: AidSubmission = submitted ? (submitted as unknown as AidSubmission) : { admissionApplicationNumber: application.admissionApplicationNumber, sections, documents };
      return aidPdfSections(submission, language);
    }
  }
}

const cell = (value: string | readonly string[]) => (typeof value === 'string' ? escapeHtml(value) : value.map(escapeHtml).join('<br>'));

function rowsTable(rows: PdfSection['rows']): string {
  if (rows.length === 0) return '';
  return `<table>${rows.map((row) => `<tr><th scope="row">${escapeHtml(row.label)}</th><td>${cell(row.value)}</td></tr>`).join('')}</table>`;
}

/** A link to a file in the ZIP, relative to applications/, each part of its path escaped. */
const zipHref = (path: string) => `../${path.split('/').map(encodeURIComponent).join('/')}`;

export function applicationPage(input: {
  application: HeldApplication;
  title: string;
  sections: PdfSection[] | null;
  documents: ArchivedDocument[];
  language: Language;
}): string {
  const { application, language } = input;
  const words = MY_DATA_WORDS[language];
  const facts: Array<[string, string]> = [
    [words.facts.reference, application.reference ?? words.draft],
    [words.facts.status, statusWords(application.kind, application.status, language)],
    [words.facts.academicYear, application.academicYear],
    ...(application.admissionApplicationNumber ? [[words.facts.admissionApplication, application.admissionApplicationNumber] as [string, string]] : []),
    [words.facts.startedAt, officeDateTime(application.createdAt, language)],
    [words.facts.submittedAt, application.submittedAt ? officeDateTime(application.submittedAt, language) : words.facts.notSubmitted],
  ];
  const answers =
    input.sections === null
      ? `<p>${escapeHtml(words.answersNotWorded)}</p>`
      : input.sections
          .map(
            (section) =>
              `<section><h3>${escapeHtml(section.title)}</h3>${rowsTable(section.rows)}${(section.groups ?? []).map((group) => `<h4>${escapeHtml(group.title)}</h4>${rowsTable(group.rows)}`).join('')}</section>`,
          )
          .join('\n');
  const documents = input.documents.length
    ? `<ul>${input.documents
        .map((document) => `<li>${document.path ? `<a href="${escapeHtml(zipHref(document.path))}">${escapeHtml(document.summary.fileName)}</a>` : escapeHtml(document.summary.fileName)}</li>`)
        .join('')}</ul>`
    : `<p>${escapeHtml(words.noDocuments)}</p>`;
  const timeline = `<table><thead><tr><th scope="col">${escapeHtml(words.timelineHeaders.when)}</th><th scope="col">${escapeHtml(words.timelineHeaders.event)}</th><th scope="col">${escapeHtml(words.timelineHeaders.by)}</th></tr></thead><tbody>${application.timeline
    .map((event) => `<tr><td>${escapeHtml(officeDateTime(event.occurredAt, language))}</td><td>${escapeHtml(event.kind)}</td><td>${escapeHtml(words.actors[event.actor as keyof typeof words.actors] ?? event.actor)}</td></tr>`)
    .join('')}</tbody></table>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(input.title)}</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:60rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%;margin-bottom:1rem}th,td{border-bottom:1px solid #b1b4b6;padding:.4rem;text-align:left;vertical-align:top}th[scope=row]{width:40%}</style>
</head>
<body>
<main>
<h1>${escapeHtml(input.title)}</h1>
${rowsTable(facts.map(([label, value]) => ({ label, value })))}
<h2>${escapeHtml(application.submission ? words.answersAsSubmitted : words.answers)}</h2>
${answers}
<h2>${escapeHtml(words.documents)}</h2>
${documents}
<h2>${escapeHtml(words.timeline)}</h2>
${timeline}
</main>
</body>
</html>
`;
}
