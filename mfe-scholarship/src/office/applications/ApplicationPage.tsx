/**
 * One submitted scholarship application in the console, read-only: who applied, the award's state
 * (outcome, reply, Letter of Acceptance & Undertaking, sureties), the answers worded as on the
 * applicant's check-your-answers page (the shared scholarship summary), the documents, the PDF copy
 * and a timeline that names the officer behind each office event.
 */
import { isFormEventOf } from '@portal/contracts/form-events';
import { withScholarshipName } from '@portal/contracts/scholarship/timeline';
import type { OfficeTimelineEvent } from '@portal/contracts/office/timeline';
import type { Language } from '@portal/contracts/languages';
import { scholarshipStatuses } from '@portal/contracts/scholarship-statuses';
import type { OfficeScholarshipAward } from '@portal/contracts/scholarship/award';
import type { OfficeScholarshipApplicationView, ScholarshipDefinition } from '@portal/contracts/scholarship/office';
import { summariseScholarshipApplication } from '@portal/contracts/scholarship/summary';
import { CheckAnswersSection } from '@portal/forms/CheckAnswersSection';
import { SectionRows } from '@portal/forms/SummaryRows';
import { withApiBase } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useParams } from '@portal/router';
import { RecordPage, referencedApplicationFrame } from '@portal/ui/console/RecordPage';
import { RecordActions, RecordSection, RecordTimeline } from '@portal/ui/console/RecordSections';
import { SharedWorkSection } from '@portal/ui/console/SharedWork';
import { formatDateTime } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { SummaryList } from '@portal/ui/SummaryList';
import { officeApi, officePaths } from '../office-api';
import { scholarshipOfficeText } from '../office-text';
import { AwardState } from './AwardState';

export function ApplicationPage() {
  const text = scholarshipOfficeText.useText();
  const { id = '' } = useParams();
  const view = useApiQuery<OfficeScholarshipApplicationView>(officeApi.application(id));
  const award = useApiQuery<OfficeScholarshipAward>(officeApi.award(id));
  const pdf = (language: Language) => withApiBase(`${officeApi.application(id)}/pdf?lang=${language}`);
  return (
    <RecordPage {...referencedApplicationFrame(text, view, officePaths.applications)}>
      {(loaded) => (
        <>
          <Applicant view={loaded} />
          <RecordActions
            title={text('application.actions')}
            actions={[
              { to: officePaths.outcome(id), label: text('application.outcome') },
              { href: pdf('en-GB'), label: text('application.pdfEnglish') },
              { href: pdf('zh-Hans'), label: text('application.pdfChinese') },
            ]}
          />
          <SharedWorkSection api={officeApi.application(id)} />
          <QueryResult query={award} what={text('award.what')}>
            {(state) => <AwardState award={state} />}
          </QueryResult>
          <Answers view={loaded} />
          <Documents id={id} view={loaded} />
          <RecordSection id="timeline" title={text('application.timeline')}>
            <Timeline view={loaded} />
          </RecordSection>
        </>
      )}
    </RecordPage>
  );
}

function Applicant({ view }: { view: OfficeScholarshipApplicationView }) {
  const text = scholarshipOfficeText.useText();
  const language = useLanguage();
  return (
    <RecordSection id="applicant" title={text('application.applicant')}>
      <SummaryList
        rows={[
          { id: 'name', key: text('application.name'), value: view.applicant.fullName },
          { id: 'email', key: text('application.email'), value: view.applicant.email },
          { id: 'admission', key: text('application.admissionApplication'), value: view.row.admissionApplicationNumber },
          { id: 'year', key: text('application.academicYear'), value: view.row.academicYear },
          { id: 'status', key: text('application.status'), value: scholarshipStatuses.words(view.row.status, language) },
          { id: 'submitted', key: text('application.submitted'), value: view.row.submittedAt ? formatDateTime(view.row.submittedAt) : '' },
        ]}
      />
    </RecordSection>
  );
}

/** The answers as the applicant's check-your-answers page words them, the scholarships named as that year defines them. */
function Answers({ view }: { view: OfficeScholarshipApplicationView }) {
  const text = scholarshipOfficeText.useText();
  const language = useLanguage() as Language;
  const catalogue = useApiQuery<ScholarshipDefinition[]>(`${officeApi.scholarships}?academicYear=${encodeURIComponent(view.row.academicYear)}`);
  const scholarshipNames = Object.fromEntries((catalogue.data ?? []).map((scholarship) => [scholarship.code, scholarship.name[language]]));
  const sections = summariseScholarshipApplication({ sections: Object.fromEntries(view.sections.map((section) => [section.id, section.data])), documents: view.documents, scholarshipNames }, language);
  const states = new Map(view.sections.map((section) => [section.id, section.state]));
  return (
    <section aria-labelledby="answers-heading" className="pt-check-answers">
      <h2 className="pt-heading-l" id="answers-heading">
        {text('application.answers')}
      </h2>
      {sections.map((section) => (
        <CheckAnswersSection key={section.id} id={section.id} title={section.title} state={states.get(section.id) ?? 'NOT_STARTED'} changeHref={null}>
          {section.rows.length === 0 && (section.groups ?? []).length === 0 ? undefined : <SectionRows section={section} recordHeading="h3" />}
        </CheckAnswersSection>
      ))}
    </section>
  );
}

function Documents({ id, view }: { id: string; view: OfficeScholarshipApplicationView }) {
  const text = scholarshipOfficeText.useText();
  return (
    <RecordSection id="documents" title={text('application.documents')}>
      {view.documents.length === 0 ? (
        <p className="pt-body">{text('application.noDocuments')}</p>
      ) : (
        <ul className="pt-list">
          {view.documents.map((document) => (
            <li key={document.id}>
              <a className="pt-link" href={withApiBase(`${officeApi.application(id)}/documents/${document.id}/content`)} download={document.fileName} aria-label={text('application.download', { fileName: document.fileName })}>
                {document.fileName}
              </a>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}

function Timeline({ view }: { view: OfficeScholarshipApplicationView }) {
  const text = scholarshipOfficeText.useText();
  const language = useLanguage() as Language;
  const title = ({ kind, params }: OfficeTimelineEvent) => (isFormEventOf('SCHOLARSHIP', kind) ? text(`events.${kind}`, withScholarshipName(kind, params, language)) : kind);
  return <RecordTimeline events={view.timeline} title={title} byApplicant={text('application.byApplicant')} />;
}
