/**
 * A submitted application (spec "Application Summary and Status"): what the applicant sent, in tabs —
 * the application itself, personal particulars, education, academic results, other awards, other
 * information, scholarship choice, the uploaded documents and the PIN — with a PDF copy and the
 * status timeline. The task-list URL shows this page once the application is no longer a draft.
 * The answers are worded by the shared summary in its own chunk (SubmittedAnswers).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { AdmissionForm } from '@portal/contracts/admission/api';
import { ADMISSION_DOCUMENT_LIMITS, type AdmissionDocumentType } from '@portal/contracts/admission/documents';
import { categoryName } from '@portal/contracts/admission/categories';
import type { AdmissionSectionId } from '@portal/contracts/admission/sections';
import type { ApplicationAnswers } from '@portal/contracts/admission/summary/types';
import type { AdmissionApplicationSummary } from '@portal/contracts/api';
import type { DocumentSummary } from '@portal/contracts/forms';
import { withApiBase } from '@portal/http/client';
import { useApiQuery, type QueryState } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { formatDateTime } from '@portal/ui/format';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { SummaryList } from '@portal/ui/SummaryList';
import { Tabs, type TabItem } from '@portal/ui/Tabs';
import { admissionText } from '../admission-text';
import { formText } from '../sections/form-text';
import { paths } from './paths';
import { Timeline } from './Timeline';
import { AfterSubmissionLinks } from '../after-submission/AfterSubmissionLinks';

const SubmittedAnswers = lazy(() => import('./SubmittedAnswers'));

/** Which sections each answers tab shows; "Other information" takes every section no other tab does. */
const TAB_SECTIONS = {
  application: ['applyAs', 'choiceOfStudy'],
  personal: ['personalParticulars'],
  education: ['education'],
  academic: ['subjects'],
  awards: ['achievements'],
} as const satisfies Record<string, readonly AdmissionSectionId[]>;
// Documents have a tab of their own, with download links.
const ELSEWHERE = new Set<AdmissionSectionId>([...Object.values(TAB_SECTIONS).flat(), 'documents']);
const inTab = (tab: keyof typeof TAB_SECTIONS) => (id: AdmissionSectionId) => (TAB_SECTIONS[tab] as readonly AdmissionSectionId[]).includes(id);

export default function SubmittedApplicationPage({ application }: { application: AdmissionForm }) {
  const text = admissionText.useText();
  const language = useLanguage();
  const number = application.applicationNumber;
  const answers = useApiQuery<ApplicationAnswers>(`${paths.api(number)}/answers`);
  const answersTab = (show: (id: AdmissionSectionId) => boolean, empty: string) => <AnswersPanel application={application} answers={answers} show={show} empty={empty} />;
  const tabs: TabItem[] = [
    {
      id: 'application',
      label: text('submitted.tabs.application'),
      panel: (
        <>
          <ApplicationFacts application={application} />
          {answersTab(inTab('application'), text('check.noAnswers'))}
        </>
      ),
    },
    { id: 'personal', label: text('submitted.tabs.personal'), panel: answersTab(inTab('personal'), text('check.noAnswers')) },
    { id: 'education', label: text('submitted.tabs.education'), panel: answersTab(inTab('education'), text('check.noAnswers')) },
    { id: 'academic', label: text('submitted.tabs.academic'), panel: answersTab(inTab('academic'), text('submitted.notPartOf')) },
    { id: 'awards', label: text('submitted.tabs.awards'), panel: answersTab(inTab('awards'), text('submitted.noAchievements')) },
    { id: 'other', label: text('submitted.tabs.other'), panel: answersTab((id) => !ELSEWHERE.has(id), text('check.noAnswers')) },
    { id: 'scholarship', label: text('submitted.tabs.scholarship'), panel: <ScholarshipPanel /> },
    { id: 'documents', label: text('submitted.tabs.documents'), panel: <DocumentsPanel applicationNumber={number} /> },
    { id: 'pin', label: text('submitted.tabs.pin'), panel: <PinPanel application={application} /> },
  ];
  return (
    <>
      <PageHeading caption={text('submitted.caption')}>{text('submitted.title', { number })}</PageHeading>
      <p className="pt-body">{text('submitted.intro')}</p>
      <p className="pt-body">
        {/* The server renders the PDF in the language the page is read in. */}
        <a href={withApiBase(`${paths.api(number)}/pdf?lang=${language}`)} download>
          {text('submitted.pdf')}
        </a>
      </p>
      <AfterSubmissionLinks applicationNumber={number} />
      <Tabs label={text('submitted.tabsLabel', { number })} tabs={tabs.map((tab) => ({ ...tab, panel: <TabPanel title={tab.label}>{tab.panel}</TabPanel> }))} />
      <Timeline applicationNumber={number} />
    </>
  );
}

/** Each panel opens with its tab's name as a heading, so the page reads in order without the tabs too. */
function TabPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h2 className="pt-heading-m">{title}</h2>
      {children}
    </>
  );
}

function AnswersPanel({
  application,
  answers,
  show,
  empty,
}: {
  application: AdmissionForm;
  answers: QueryState<ApplicationAnswers> & { reload: () => void };
  show: (id: AdmissionSectionId) => boolean;
  empty: string;
}) {
  const text = admissionText.useText();
  return (
    <QueryResult query={answers} what={text('submitted.loadingWhat')}>
      {(loaded) => (
        <Suspense fallback={<LoadingSpinner label={text('submitted.loadingWhat')} />}>
          <SubmittedAnswers application={application} answers={loaded} show={show} empty={empty} />
        </Suspense>
      )}
    </QueryResult>
  );
}

/** Number, category, status, when it was submitted and the fee: the office's record, from the applications list. */
function ApplicationFacts({ application }: { application: AdmissionForm }) {
  const text = admissionText.useText();
  const language = useLanguage() as 'en-GB' | 'zh-Hans';
  const list = useApiQuery<AdmissionApplicationSummary[]>('/admission/applications');
  const number = application.applicationNumber;
  return (
    <QueryResult query={list} what={text('submitted.loadingWhat')}>
      {(applications) => {
        const record = applications.find((candidate) => candidate.applicationNumber === number);
        return (
          <SummaryList
            rows={[
              { id: 'number', key: text('submitted.applicationNumber'), value: number },
              { id: 'category', key: text('summary.category'), value: categoryName(application.category, language) },
              { id: 'year', key: text('summary.academicYear'), value: application.academicYear },
              { id: 'status', key: text('summary.status'), value: <StatusTag status={application.status} label={text(`statuses.${application.status}`)} /> },
              { id: 'submitted', key: text('submitted.submittedAt'), value: record?.submittedAt ? formatDateTime(record.submittedAt) : text('summary.notSubmitted') },
              ...(record
                ? [
                    { id: 'fee', key: text('summary.applicationFee'), value: <StatusTag status={record.feeStatus} label={text(`statuses.${record.feeStatus}`)} /> },
                    { id: 'offer', key: text('summary.offerStatus'), value: record.offerStatus ?? text('summary.noOutcomeYet') },
                  ]
                : []),
            ]}
          />
        );
      }}
    </QueryResult>
  );
}

function ScholarshipPanel() {
  const text = admissionText.useText();
  return (
    <>
      <p className="pt-body">{text('submitted.scholarshipNote')}</p>
      <p className="pt-body">
        {/* Another remote: a full page link, the shell routes it. */}
        <a href="/applicant/scholarship">{text('submitted.scholarshipLink')}</a>
      </p>
    </>
  );
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** "Uploaded Documents": every file with a download link (the server checks ownership and the file's hash). */
function DocumentsPanel({ applicationNumber }: { applicationNumber: string }) {
  const text = admissionText.useText();
  const form = formText.useText();
  const documents = useApiQuery<DocumentSummary[]>(`${paths.api(applicationNumber)}/documents`);
  const kind = (type: string) => (ADMISSION_DOCUMENT_LIMITS[type as AdmissionDocumentType] ? form(`documents.types.${type as AdmissionDocumentType}`) : type);
  return (
    <QueryResult query={documents} what={text('submitted.tabs.documents')}>
      {(list) =>
        list.length === 0 ? (
          <p className="pt-body">{text('submitted.documentsNone')}</p>
        ) : (
          <>
            <p className="pt-body">{text('submitted.documentsIntro')}</p>
            <table className="pt-table">
              <caption className="pt-table__caption">{text('submitted.documentsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{text('submitted.fileName')}</th>
                  <th scope="col">{text('submitted.kind')}</th>
                  <th scope="col">{text('submitted.size')}</th>
                  <th scope="col">{text('submitted.uploadedAt')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((document) => (
                  <tr key={document.id}>
                    <td>
                      <a
                        href={withApiBase(`${paths.api(applicationNumber)}/documents/${document.id}/content`)}
                        download={document.fileName}
                        aria-label={text('submitted.download', { fileName: document.fileName })}
                      >
                        {document.fileName}
                      </a>
                    </td>
                    <td>{kind(document.documentType)}</td>
                    <td>{sizeText(document.sizeBytes)}</td>
                    <td>{formatDateTime(document.uploadedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )
      }
    </QueryResult>
  );
}

function PinPanel({ application }: { application: AdmissionForm }) {
  const text = admissionText.useText();
  return (
    <>
      <p className="pt-body">{text('submitted.pinIntro')}</p>
      <p className="pt-body">
        <a href={`/pin/reset?sid=${encodeURIComponent(application.system)}`}>{text('submitted.pinLink')}</a>
      </p>
    </>
  );
}
