/** The frame of the console's after-submission screens: back to the application, caption, heading, what was just done; their API paths. */
import type { ReactNode } from 'react';
import type { DocumentSummary } from '@portal/contracts/forms';
import { withApiBase } from '@portal/http/client';
import { ApplicationSubpage } from '../applications/ApplicationSubpage';
import { admissionOfficeText } from '../office-text';

export const officeApi = (number: string, what: 'actual-results' | 'results-window' | 'final-gpa' | 'enrolment') => `/office/admission/applications/${number}/${what}`;

export function OfficeFrame({ applicationNumber, title, done, children }: { applicationNumber: string; title: string; done?: ReactNode; children: ReactNode }) {
  const text = admissionOfficeText.useText();
  return (
    <ApplicationSubpage applicationNumber={applicationNumber} title={title} caption={text('afterSubmission.caption', { number: applicationNumber })} done={done}>
      {children}
    </ApplicationSubpage>
  );
}

/** Download links to an application's documents through the office's routes. */
export function OfficeDocuments({ base, documents, none }: { base: string; documents: readonly DocumentSummary[]; none: string }) {
  if (documents.length === 0) return <p className="pt-body">{none}</p>;
  return (
    <ul className="pt-list">
      {documents.map((document) => (
        <li key={document.id}>
          <a href={withApiBase(`${base}/documents/${document.id}/content`)} download={document.fileName}>
            {document.fileName}
          </a>
        </li>
      ))}
    </ul>
  );
}
