import { useEffect, useRef } from 'react';
import { Link } from '@portal/router';
import type { ActionItem } from '@portal/contracts/api';
import type { Language } from '@portal/contracts/languages';
import { loginVariantFor, loginVariantTitle } from '@portal/contracts/systems';
import { useApplicationChoice } from '@portal/http/application-choice';
import { useApiQuery } from '@portal/http/use-api-query';
import { useNavigationState } from '@portal/mount/hydration';
import { useSession } from '@portal/http/session';
import { useLanguage } from '@portal/i18n/namespace';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { usePageTitle } from '@portal/ui/document-title';
import { QueryResult } from '@portal/ui/QueryResult';
import { formatDate, formatMoney } from '@portal/ui/format';
import { applicantText } from './applicant-text';

/** An action item's title and description in the chosen language (the API's English ones for kinds this shell does not know yet). */
function useActionItemText() {
  const text = applicantText.useText();
  return (item: ActionItem): { title: string; description: string } => {
    const applicationNumber = item.applicationNumber ?? '';
    switch (item.kind) {
      case 'FEE_UNPAID': {
        if (!item.feeKind || item.amountCents === undefined) break;
        const fee = text(`dashboard.items.fees.${item.feeKind}`);
        const amount = formatMoney(item.amountCents);
        return {
          title: text('dashboard.items.feeTitle', { fee }),
          description: item.applicationNumber
            ? text('dashboard.items.feeForApplication', { fee, amount, applicationNumber })
            : text('dashboard.items.fee', { fee, amount }),
        };
      }
      case 'OFFER_REPLY':
        return { title: text('dashboard.items.offerTitle'), description: text('dashboard.items.offer', { applicationNumber }) };
      case 'DRAFT_INCOMPLETE':
        return { title: text('dashboard.items.draftTitle'), description: text('dashboard.items.draft', { applicationNumber }) };
      case 'IDENTITY_DATA':
        return { title: text('dashboard.items.identityDataTitle'), description: text('dashboard.items.identityData', { applicationNumber }) };
      case 'RESULTS_UPDATE':
        return { title: text('dashboard.items.resultsTitle'), description: text('dashboard.items.results', { applicationNumber }) };
      case 'FINAL_GPA':
        return { title: text('dashboard.items.finalGpaTitle'), description: text('dashboard.items.finalGpa', { applicationNumber }) };
      case 'ENROLMENT_CONFIRMATION':
        return { title: text('dashboard.items.enrolmentTitle'), description: text('dashboard.items.enrolment', { applicationNumber }) };
      case 'DOCUMENT_MISSING':
        return {
          title: text('dashboard.items.documentsTitle'),
          description: text('dashboard.items.documents', { applicationNumber, dueDate: item.dueDate ? formatDate(item.dueDate) : '' }),
        };
      case 'INTERVIEW_SLOT':
        return { title: text('dashboard.items.interviewTitle'), description: text('dashboard.items.interview', { applicationNumber }) };
      case 'EXAM_REGISTRATION':
        return { title: text('dashboard.items.examTitle'), description: text('dashboard.items.exam', { applicationNumber }) };
      case 'SCHOLARSHIP_OFFER_REPLY':
        return { title: text('dashboard.items.scholarshipOfferTitle'), description: text('dashboard.items.scholarshipOffer', { reference: item.scholarshipReference ?? '' }) };
      case 'SCHOLARSHIP_UNDERTAKING':
        return { title: text('dashboard.items.scholarshipUndertakingTitle'), description: text('dashboard.items.scholarshipUndertaking', { reference: item.scholarshipReference ?? '' }) };
      case 'SCHOLARSHIP_SURETIES':
        return { title: text('dashboard.items.scholarshipSuretiesTitle'), description: text('dashboard.items.scholarshipSureties', { reference: item.scholarshipReference ?? '' }) };
      case 'AID_DOCUMENTS_REQUESTED':
        return { title: text('dashboard.items.aidDocumentsTitle'), description: text('dashboard.items.aidDocuments', { reference: item.aidReference ?? '', dueDate: item.dueDate ? formatDate(item.dueDate) : '' }) };
      case 'AID_PACKAGE_REPLY':
        return { title: text('dashboard.items.aidPackageTitle'), description: text('dashboard.items.aidPackage', { reference: item.aidReference ?? '', dueDate: item.dueDate ? formatDate(item.dueDate) : '' }) };
      case 'AID_GUARANTOR':
        return { title: text('dashboard.items.aidGuarantorTitle'), description: text('dashboard.items.aidGuarantor', { reference: item.aidReference ?? '' }) };
      case 'TUITION_GRANT_SURETIES':
        return {
          title: text('dashboard.items.grantSuretiesTitle'),
          description: text('dashboard.items.grantSureties', { applicationNumber, dueDate: item.dueDate ? formatDate(item.dueDate) : '' }),
        };
    }
    return { title: item.title, description: item.description };
  };
}

/** With several applications: which one the dashboard follows, and the way to another. */
function FollowedApplication() {
  const text = applicantText.useText();
  const language = useLanguage() as Language;
  const { current, applications } = useApplicationChoice((state) => state);
  const followed = applications.find((application) => application.applicationNumber === current);
  if (!followed || applications.length < 2) return null;
  return (
    <p className="pt-body">
      {text('dashboard.following', {
        number: followed.applicationNumber,
        system: loginVariantTitle(loginVariantFor(followed.system), language),
        academicYear: followed.academicYear,
      })}{' '}
      <Link to="/applicant/switch-application" className="pt-link">
        {text('applicant.switchApplication')}
      </Link>
    </p>
  );
}

/** Applicant Portal home: the pending action items dashboard. */
export function DashboardPage() {
  const text = applicantText.useText();
  usePageTitle(text('dashboard.pageTitle'));
  // The name on the application the dashboard follows (as the applicant gave it there), else the account's.
  const accountName = useSession((state) => state.session?.principal?.name);
  const nameOnApplication = useApplicationChoice((state) => state.applications.find((application) => application.applicationNumber === state.current)?.applicantName);
  const name = nameOnApplication ?? accountName;
  const items = useApiQuery<ActionItem[]>('/applicant/action-items');
  // The server answers the items of the application the portal follows: ask again when another is followed.
  const current = useApplicationChoice((state) => state.current);
  const followedBefore = useRef(current);
  const { reload } = items;
  useEffect(() => {
    const before = followedBefore.current;
    followedBefore.current = current;
    // null → a number is the choice arriving, which the first answer already followed.
    if (before !== null && before !== current) reload();
  }, [current, reload]);
  const wordItem = useActionItemText();
  const switchedTo = useNavigationState<{ switchedTo?: string }>()?.switchedTo;
  return (
    <>
      {switchedTo && (
        <NotificationBanner variant="success" focusOnMount>
          <p className="pt-body">{text('dashboard.switched', { number: switchedTo })}</p>
        </NotificationBanner>
      )}
      <PageHeading caption={text('dashboard.caption')}>{text('dashboard.welcome', { name: name ?? '' })}</PageHeading>
      <FollowedApplication />
      <h2 className="pt-heading-m">{text('dashboard.thingsToDo')}</h2>
      <QueryResult query={items} what={text('dashboard.pendingActions')}>
        {(list) =>
          list.length === 0 ? (
            <p className="pt-body">{text('dashboard.nothingToDo')}</p>
          ) : (
            <ul className="pt-task-list">
              {list.map((item) => (
                <li key={item.id} className="pt-task-list__item">
                  <Link to={item.href} className="pt-link pt-task-list__title">
                    {wordItem(item).title}
                  </Link>
                  <p className="pt-body">{wordItem(item).description}</p>
                  {item.dueDate && <p className="pt-hint">{text('dashboard.dueBy', { date: formatDate(item.dueDate) })}</p>}
                </li>
              ))}
            </ul>
          )
        }
      </QueryResult>
      <p className="pt-body">
        {text('dashboard.help')}{' '}
        <Link to="/faq" className="pt-link">
          {text('dashboard.faq')}
        </Link>
      </p>
    </>
  );
}
