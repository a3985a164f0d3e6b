/**
 * For each route that takes a document upload (multipart/form-data): who sends it, the records its
 * path names and the state they must be in for the upload to be read at all (a form still open for
 * documents), and a section and document type the route accepts, so that a whole body would be
 * stored. Most reuse the state of the JSON route on the same form (route-scenarios.ts).
 */
import { ADMISSION_DOCUMENT_TYPES } from '@portal/contracts/admission/documents';
import { AID_REQUEST_DOCUMENT_TYPES } from '@portal/contracts/financial-aid/after';
import { AID_DOCUMENT_TYPES } from '@portal/contracts/financial-aid/model';
import { SCHOLARSHIP_DOCUMENT_TYPES } from '@portal/contracts/scholarship/documents';
import { ENROLMENT_DOCUMENT_TYPES } from '@portal/contracts/schemas/admission/enrolment';
import { FINAL_RESULTS_DOCUMENT } from '@portal/contracts/schemas/admission/final-gpa';
import type { FuzzWorld } from './fuzz-world';
import { SCENARIOS, type RoutePlan } from './route-scenarios';

export interface UploadPlan extends RoutePlan {
  section: string;
  documentType: string;
}

type UploadScenario = (world: FuzzWorld) => Promise<UploadPlan>;

const admission = '/api/admission/applications/{applicationNumber}';
const aid = '/api/financial-aid/applications/{id}';

/** The plan of the JSON route whose scenario puts the form in the state its uploads need. */
const likeJsonRoute =
  (jsonRoute: string, section: string, documentType: string): UploadScenario =>
  async (world) => ({ ...(await SCENARIOS[jsonRoute]!(world)), section, documentType });

export const UPLOAD_SCENARIOS: Record<string, UploadScenario> = {
  // The drafter's draft takes documents.
  [`POST ${admission}/documents`]: likeJsonRoute(`PUT ${admission}/pin`, 'documents', ADMISSION_DOCUMENT_TYPES[0]),
  [`POST ${admission}/final-gpa/documents`]: likeJsonRoute(`POST ${admission}/final-gpa`, FINAL_RESULTS_DOCUMENT.section, FINAL_RESULTS_DOCUMENT.documentType),
  [`POST ${admission}/enrolment/documents`]: likeJsonRoute(`POST ${admission}/enrolment/submit`, 'documents', ENROLMENT_DOCUMENT_TYPES[0]),
  [`POST ${admission}/appeal/documents`]: likeJsonRoute(`POST ${admission}/appeal`, 'appeal', 'APPEAL_SUPPORTING'),
  // The office asks the submitter for a document; the request stays open while nothing is sent.
  [`POST ${admission}/document-requests/{requestId}/documents`]: async ({ staff, submitter }) => {
    const asked = await staff.ADMISSIONS.post(`/api/office/admission/applications/${submitter.applicationNumber}/document-requests`, {
      documentTypes: ['RESULTS'],
      message: 'Please upload your actual A-Level results slip.',
      dueDate: '15/03/2026',
    });
    if (asked.statusCode !== 201) throw new Error(`fuzz setup: requesting documents answered ${asked.statusCode}: ${asked.body}`);
    return { browser: submitter.browser, targets: [{ params: { applicationNumber: submitter.applicationNumber, requestId: asked.json().id }, body: {} }], section: 'documents', documentType: 'RESULTS' };
  },
  'POST /api/scholarship/applications/{id}/documents': likeJsonRoute('PUT /api/scholarship/applications/{id}/sections/{section}', 'keySkill', SCHOLARSHIP_DOCUMENT_TYPES[0]),
  [`POST ${aid}/documents`]: likeJsonRoute(`PUT ${aid}/sections/{section}`, 'documents', AID_DOCUMENT_TYPES[0]),
  [`POST ${aid}/appeal/documents`]: likeJsonRoute(`POST ${aid}/appeal`, 'appeal', AID_REQUEST_DOCUMENT_TYPES[0]),
  [`POST ${aid}/update/documents`]: likeJsonRoute(`POST ${aid}/update`, 'update', AID_REQUEST_DOCUMENT_TYPES[0]),
  [`POST ${aid}/document-request/documents`]: likeJsonRoute(`POST ${aid}/document-request/submit`, 'documents', AID_DOCUMENT_TYPES[0]),
};
