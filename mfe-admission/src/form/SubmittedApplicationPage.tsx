/**
 * A submitted application (spec "Application Summary and Status"): what the applicant sent, in tabs —
 * the application itself, personal particulars, education, academic results, other awards, other
 * information, scholarship choice, the uploaded documents and the PIN — with a PDF copy and the
 * status timeline. The task-list URL shows this page once the application is no longer a draft.
 * The answers are worded by the shared summary in its own chunk (SubmittedAnswers).
 */
import { Suspense, type ReactNode } from 'react';
import { lazyPage } from '@portal/mount/lazy-page';
import type { AdmissionForm } from '@portal/contracts/admission/api';
import { ADMISSION_DOCUMENT_LIMITS, type AdmissionDocumentType } from '@portal/contracts/admission/documents';
import { categoryName } from '@portal/contracts/categories';
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
import { Table } from '@portal/ui/Table';
import { Tabs, type TabItem } from '@portal/ui/Tabs';
import { admissionText } from '../admission-text';
import { admissionSectionText } from '../sections/section-text';
import { ContactPanel, RefereesPanel } from './AfterSubmissionPanels';
import { useApplicationReader, type ApplicationReader } from './application-api';
import { Timeline } from './Timeline';
import { AfterSubmissionLinks } from '../after/AfterSubmissionLinks';

const SubmittedAnswers = lazyPage('admission-submitted-answers', () => import(/* webpackChunkName: "admission-submitted-answers" */ './SubmittedAnswers'));

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

/** `beforeTabs`: what the reader's page adds above the tabs (the office: the applicant, references, actions). */
export default function SubmittedApplicationPage({ application, beforeTabs }: { application: AdmissionForm; beforeTabs?: ReactNode }) {
  const text = admissionText.useText();
  const language = useLanguage();
  const number = application.applicationNumber;
  const reader = useApplicationReader();
  const answers = useApiQuery<ApplicationAnswers>(`${reader.api(number)}/answers`);
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
    // The scholarship and PIN tabs point the applicant elsewhere; the office has no use for them.
    ...(reader.audience === 'applicant' ? [{ id: 'scholarship', label: text('submitted.tabs.scholarship'), panel: <ScholarshipPanel /> }] : []),
    { id: 'documents', label: text('submitted.tabs.documents'), panel: <DocumentsPanel applicationNumber={number} /> },
    ...(reader.audience === 'applicant' ? [{ id: 'pin', label: text('submitted.tabs.pin'), panel: <PinPanel application={application} /> }] : []),
  ];
  return (
    <>
      <PageHeading caption={text('submitted.caption')}>{text('submitted.title', { number })}</PageHeading>
      {reader.audience === 'applicant' && <p className="pt-body">{text('submitted.intro')}</p>}
      <p className="pt-body">
        {/* The server renders the PDF in the language the page is read in. */}
        <a href={withApiBase(`${reader.api(number)}/pdf?lang=${language}`)} download>
          {text('submitted.pdf')}
        </a>
      </p>
      {/* The office reads the references themselves (and changes no contact details) on its own page;
          the after-submission screens (results, enrolment, appeal, interview, requested documents) are the applicant's. */}
      {reader.audience === 'applicant' && (
        <>
          <RefereesPanel applicationNumber={number} />
          <ContactPanel applicationNumber={number} />
          <AfterSubmissionLinks application={application} />
        </>
      )}
      {beforeTabs}
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
  const language = useLanguage() as 'en-GB' | 'zh-Hans';
  // The office's page already has the record; the applicant's is read from their own list.
  const { record } = useApplicationReader();
  if (record) return <FactsList application={application} record={record} language={language} />;
  return <ApplicantFacts application={application} language={language} />;
}

function ApplicantFacts({ application, language }: { application: AdmissionForm; language: 'en-GB' | 'zh-Hans' }) {
  const text = admissionText.useText();
  const list = useApiQuery<AdmissionApplicationSummary[]>('/admission/applications');
  return (
    <QueryResult query={list} what={text('submitted.loadingWhat')}>
      {(applications) => <FactsList application={application} record={applications.find((candidate) => candidate.applicationNumber === application.applicationNumber)} language={language} />}
    </QueryResult>
  );
}

function FactsList({ application, record, language }: { application: AdmissionForm; record: ApplicationReader['record']; language: 'en-GB' | 'zh-Hans' }) {
  const text = admissionText.useText();
  const number = application.applicationNumber;
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
              { id: 'fee', key: text('summary.applicationFee'), value: <StatusTag status={record.feeStatus} label={text(`feeStatuses.${record.feeStatus}`)} /> },
              { id: 'offer', key: text('summary.offerStatus'), value: record.offerStatus ?? text('summary.noOutcomeYet') },
            ]
          : []),
      ]}
    />
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
  const form = admissionSectionText.useText();
  const reader = useApplicationReader();
  const documents = useApiQuery<DocumentSummary[]>(`${reader.api(applicationNumber)}/documents`);
  const kind = (type: string) => (ADMISSION_DOCUMENT_LIMITS[type as AdmissionDocumentType] ? form(`documents.types.${type as AdmissionDocumentType}`) : type);
  return (
    <QueryResult query={documents} what={text('submitted.tabs.documents')}>
      {(list) =>
        list.length === 0 ? (
          <p className="pt-body">{text('submitted.documentsNone')}</p>
        ) : (
          <>
            <p className="pt-body">{text('submitted.documentsIntro')}</p>
            <Table
              caption={text('submitted.documentsCaption')}
              rows={list}
              rowKey={(document) => document.id}
              columns={[
                {
                  header: text('submitted.fileName'),
                  cell: (document) => (
                    <a
                      href={withApiBase(`${reader.api(applicationNumber)}/documents/${document.id}/content`)}
                      download={document.fileName}
                      aria-label={text('submitted.download', { fileName: document.fileName })}
                    >
                      {document.fileName}
                    </a>
                  ),
                },
                { header: text('submitted.kind'), cell: (document) => kind(document.documentType) },
                { header: text('submitted.size'), cell: (document) => sizeText(document.sizeBytes) },
                { header: text('submitted.uploadedAt'), cell: (document) => formatDateTime(document.uploadedAt) },
              ]}
            />
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
