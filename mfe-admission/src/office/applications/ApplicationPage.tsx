/**
 * One application in the admissions console: the applicant's own read-only view of it (the same
 * tabs, answers, documents and PDF — ApplicationReaderContext points them at the office's routes),
 * who the applicant is, the referees' references, the console's actions on it, and a timeline that
 * names the officer behind each office event.
 */
import { Suspense } from 'react';
import type { OfficeApplicationView } from '@portal/contracts/admission/office';
import { useApiQuery } from '@portal/http/use-api-query';
import { useParams } from '@portal/router';
import { BackLink } from '@portal/ui/console/ConsolePage';
import { RecordActions, RecordSection } from '@portal/ui/console/RecordSections';
import { SharedWorkSection } from '@portal/ui/console/SharedWork';
import { usePageTitle } from '@portal/ui/document-title';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { QueryResult } from '@portal/ui/QueryResult';
import { SummaryList } from '@portal/ui/SummaryList';
import { ApplicationReaderContext, type ApplicationReader } from '../../form/application-api';
import { SubmittedApplicationPage } from '../../form/submitted-application-chunk';
import { admissionOfficeText } from '../office-text';
import { OFFICE_ACTIONS } from './actions';
import { ReferencesPanel } from './ReferencesPanel';
import { SameNricPanel } from './SameNricPanel';
import { TuitionGrantSuretiesPanel } from './TuitionGrantSuretiesPanel';


const officeApi = (number: string) => `/office/admission/applications/${number}`;

export function ApplicationPage() {
  const text = admissionOfficeText.useText();
  const { applicationNumber = '' } = useParams();
  const view = useApiQuery<OfficeApplicationView>(officeApi(applicationNumber));
  usePageTitle(text('application.title', { number: applicationNumber }));
  return (
    <>
      <BackLink to="../.." relative="path" label={text('application.back')} />
      <QueryResult query={view} what={text('application.what', { number: applicationNumber })}>
        {(loaded) => {
          const reader: ApplicationReader = {
            audience: 'office',
            api: officeApi,
            record: { submittedAt: loaded.row.submittedAt, feeStatus: loaded.row.feeStatus, offerStatus: loaded.row.outcome ? text(`list.outcomes.${loaded.row.outcome.decision}`) : null },
          };
          const beforeTabs = (
            <>
              <RecordSection id="applicant" title={text('application.applicant')}>
                <SummaryList
                  rows={[
                    { id: 'name', key: text('application.name'), value: loaded.applicant.fullName },
                    { id: 'email', key: text('application.email'), value: loaded.applicant.email },
                    { id: 'nric', key: text('application.nric'), value: loaded.applicant.nric ?? text('application.notGiven') },
                    { id: 'verified-nric', key: text('application.verifiedNric'), value: loaded.applicant.verifiedNric ?? text('application.notVerified') },
                    { id: 'dob', key: text('application.dateOfBirth'), value: loaded.applicant.dateOfBirth ? loaded.applicant.dateOfBirth.split('-').reverse().join('/') : text('application.notGiven') },
                  ]}
                />
                <SameNricPanel applicant={loaded.applicant} />
              </RecordSection>
              <RecordActions title={text('application.actions')} actions={OFFICE_ACTIONS.map((action) => ({ to: action.path, label: text(action.label) }))} />
              <SharedWorkSection api={officeApi(applicationNumber)} />
              <ReferencesPanel applicationNumber={applicationNumber} />
              <TuitionGrantSuretiesPanel applicationNumber={applicationNumber} />
            </>
          );
          return (
            <>
              <ApplicationReaderContext.Provider value={reader}>
                <Suspense fallback={<LoadingSpinner label={text('application.what', { number: applicationNumber })} />}>
                  <SubmittedApplicationPage application={loaded.form} beforeTabs={beforeTabs} />
                </Suspense>
              </ApplicationReaderContext.Provider>
            </>
          );
        }}
      </QueryResult>
    </>
  );
}
