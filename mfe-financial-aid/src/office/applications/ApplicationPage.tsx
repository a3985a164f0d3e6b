/**
 * One financial aid application in the console: who applied, tier, household and per-capita income,
 * the actions its state allows, the requests for documents, appeals / reviews / updates (each with
 * its files and a link to decide it), the packages with the applicant's reply, the guarantor, the
 * answers as submitted, the files and the timeline naming the officer behind each office event.
 */
import { aidApplicationStatuses } from '@portal/contracts/financial-aid-statuses';
import { isFormEventOf } from '@portal/contracts/form-events';
import type { OfficeTimelineEvent } from '@portal/contracts/office/timeline';
import type { DocumentSummary } from '@portal/contracts/forms';
import type { Language } from '@portal/contracts/languages';
import type { OfficeAidApplicationView, OfficeAidPackage } from '@portal/contracts/financial-aid/office';
import { withApiBase } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigationState } from '@portal/mount/hydration';
import { Link, useParams } from '@portal/router';
import { RecordPage, referencedApplicationFrame } from '@portal/ui/console/RecordPage';
// The record's sections keep the page's own short name (the guarantor's part below uses it).
import { RecordActions, RecordSection as Section, RecordTimeline } from '@portal/ui/console/RecordSections';
import { SharedWorkSection } from '@portal/ui/console/SharedWork';
import { formatDate, formatDateTime, formatMoney } from '@portal/ui/format';
import { StatusTag } from '@portal/ui/StatusTag';
import { ThirdPartyState } from '@portal/ui/console/ThirdPartyState';
import { SummaryList } from '@portal/ui/SummaryList';
import { officeApi, officePaths, type OfficeAction } from '../office-api';
import { financialAidOfficeText } from '../office-text';
import { SubmittedAnswers } from './SubmittedAnswers';
import { useListWords } from '@portal/i18n/lists';

type Text = ReturnType<typeof financialAidOfficeText.useText>;
export type ActionDone = OfficeAction | 'decision';

const ACTIONS: Array<[OfficeAction, keyof OfficeAidApplicationView['allowed']]> = [
  ['request-documents', 'requestDocuments'],
  ['package', 'offerPackage'],
  ['unsuccessful', 'recordUnsuccessful'],
  ['withdraw', 'withdraw'],
];

export function ApplicationPage() {
  const text = financialAidOfficeText.useText();
  const { id = '' } = useParams();
  const done = useNavigationState<{ done?: ActionDone }>()?.done;
  const view = useApiQuery<OfficeAidApplicationView>(officeApi.application(id));
  return (
    <RecordPage {...referencedApplicationFrame(text, view, officePaths.applications)} notice={done && text(`application.done.${done}`)}>
      {(loaded) => (
        <>
          <Applicant view={loaded} />
          <RecordActions
            title={text('application.actions')}
            actions={ACTIONS.filter(([, key]) => loaded.allowed[key]).map(([action]) => ({ to: officePaths.action(id, action), label: text(`application.actionLinks.${action}`) }))}
            none={text('application.noActions')}
          />
          <SharedWorkSection api={officeApi.application(id)} />
          <DocumentRequests view={loaded} />
          <Requests view={loaded} />
          <Packages view={loaded} />
          <Guarantor view={loaded} />
          <SubmittedAnswers sections={loaded.sections} />
          <Section id="documents" title={text('application.documents')}>
            <Files id={id} documents={loaded.documents} />
          </Section>
          <Section id="timeline" title={text('application.timeline')}>
            <Timeline view={loaded} />
          </Section>
        </>
      )}
    </RecordPage>
  );
}

const money = (cents: number | null, text: Text) => (cents === null ? text('application.notKnown') : formatMoney(cents));

function Applicant({ view }: { view: OfficeAidApplicationView }) {
  const text = financialAidOfficeText.useText();
  const language = useLanguage();
  const { row, household } = view;
  const rows = [
    { id: 'name', key: text('application.name'), value: view.applicant.fullName },
    { id: 'email', key: text('application.email'), value: view.applicant.email },
    { id: 'admission', key: text('application.admissionApplication'), value: row.admissionApplicationNumber },
    { id: 'year', key: text('common.academicYear'), value: row.academicYear },
    { id: 'status', key: text('application.status'), value: <StatusTag status={row.status} label={aidApplicationStatuses.words(row.status, language)} /> },
    { id: 'submitted', key: text('application.submitted'), value: row.submittedAt ? formatDateTime(row.submittedAt) : '' },
    { id: 'tier', key: text('application.tier'), value: view.tier ? text(`common.tiers.${view.tier}`) : text('application.tierUnknown') },
    { id: 'size', key: text('application.householdSize'), value: household.size === null ? text('application.notKnown') : String(household.size) },
    { id: 'income', key: text('application.householdIncome'), value: money(household.monthlyIncomeCents, text) },
    { id: 'perCapita', key: text('application.perCapita'), value: <strong>{money(household.perCapitaIncomeCents, text)}</strong> },
  ];
  if (view.decisionRemarks) rows.push({ id: 'remarks', key: text('application.decisionRemarks'), value: view.decisionRemarks });
  if (view.withdrawal) {
    rows.push({
      id: 'withdrawn',
      key: text('application.withdrawn'),
      value: text(`application.withdrawnBy.${view.withdrawal.by}`, { date: formatDate(view.withdrawal.at), reason: view.withdrawal.reason ?? '' }),
    });
  }
  return (
    <Section id="applicant" title={text('application.applicant')}>
      <SummaryList rows={rows} />
    </Section>
  );
}

function Files({ id, documents, via }: { id: string; documents: DocumentSummary[]; via?: { kind: 'requests' | 'document-requests'; requestId: string } }) {
  const text = financialAidOfficeText.useText();
  if (documents.length === 0) return <p className="pt-body">{text('application.noDocuments')}</p>;
  return (
    <ul className="pt-list">
      {documents.map((document) => (
        <li key={document.id}>
          <a className="pt-link" href={withApiBase(officeApi.document(id, document.id, via))} download={document.fileName} aria-label={text('application.download', { fileName: document.fileName })}>
            {document.fileName}
          </a>{' '}
          <span className="pt-hint">({text(`common.documentTypes.${document.documentType as 'OTHER'}`) || document.documentType})</span>
        </li>
      ))}
    </ul>
  );
}

function DocumentRequests({ view }: { view: OfficeAidApplicationView }) {
  const lists = useListWords();
  const text = financialAidOfficeText.useText();
  if (view.documentRequests.length === 0) return null;
  return (
    <Section id="document-requests" title={text('application.documentRequests')}>
      {view.documentRequests.map((request) => (
        <div key={request.id} className="pt-summary-card">
          <h3 className="pt-heading-s">{text('application.requestedOn', { date: formatDate(request.requestedAt), name: request.requestedBy ?? '' })}</h3>
          <SummaryList
            rows={[
              { id: 'status', key: text('application.status'), value: text(`application.requestStatus.${request.status}`) },
              { id: 'types', key: text('actions.request-documents.documentTypes'), value: lists.list(request.documentTypes.map((type) => text(`common.documentTypes.${type as 'OTHER'}`))) },
              { id: 'due', key: text('application.dueOn'), value: formatDate(request.dueOn) },
              { id: 'message', key: text('application.message'), value: request.message },
              ...(request.applicantNote ? [{ id: 'note', key: text('application.applicantNote'), value: request.applicantNote }] : []),
              { id: 'files', key: text('application.documents'), value: <Files id={view.row.id} documents={request.documents} via={{ kind: 'document-requests', requestId: request.id }} /> },
            ]}
          />
        </div>
      ))}
    </Section>
  );
}

/** A request's details as sent: each answer on its own line (what fa-after stores), the previous status left out. */
function Details({ details }: { details: Record<string, unknown> }) {
  const lists = useListWords();
  const entries = Object.entries(details).filter(([key]) => key !== 'previousStatus');
  return (
    <ul className="pt-list">
      {entries.map(([key, value]) => (
        <li key={key}>
          <span className="pt-hint">{lists.labelled(key, '')}</span> {Array.isArray(value) ? lists.list(value.map(String)) : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}
        </li>
      ))}
    </ul>
  );
}

function Requests({ view }: { view: OfficeAidApplicationView }) {
  const text = financialAidOfficeText.useText();
  if (view.requests.length === 0) return null;
  return (
    <Section id="requests" title={text('application.requests')}>
      {view.requests.map((request) => {
        const kind = text(`application.requestKinds.${request.kind}`);
        return (
          <div key={request.id} className="pt-summary-card">
            <h3 className="pt-heading-s">
              {kind} — {text('application.submittedOn', { date: formatDate(request.submittedAt) })}
            </h3>
            <SummaryList
              rows={[
                { id: 'status', key: text('application.status'), value: text(`application.requestStatuses.${request.status}`) },
                { id: 'details', key: text('application.details'), value: <Details details={request.details} /> },
                { id: 'files', key: text('application.documents'), value: <Files id={view.row.id} documents={request.documents} via={{ kind: 'requests', requestId: request.id }} /> },
                ...(request.decidedAt
                  ? [
                      { id: 'decided', key: text(`application.requestStatuses.${request.status}`), value: text('application.decidedOn', { date: formatDate(request.decidedAt), name: request.decidedBy ?? '' }) },
                      ...(request.decisionRemarks ? [{ id: 'remarks', key: text('application.remarks'), value: request.decisionRemarks }] : []),
                    ]
                  : []),
              ]}
            />
            {request.status === 'SUBMITTED' && view.row.status !== 'WITHDRAWN' && (
              <p className="pt-body">
                <Link to={officePaths.decide(view.row.id, request.id)} className="pt-link">
                  {text('application.decide', { kind: kind.toLowerCase() })}
                </Link>
              </p>
            )}
          </div>
        );
      })}
    </Section>
  );
}

function packageItemTerms(item: OfficeAidPackage['items'][number], text: Text): string {
  return item.annualAmountCents !== null ? text('application.yearly', { amount: formatMoney(item.annualAmountCents) }) : text('application.upTo', { percent: item.maxPercent ?? 0 });
}

function Packages({ view }: { view: OfficeAidApplicationView }) {
  const lists = useListWords();
  const text = financialAidOfficeText.useText();
  const language = useLanguage() as Language;
  if (view.packages.length === 0) return null;
  return (
    <Section id="packages" title={text('application.packages')}>
      {view.packages.map((offered) => (
        <div key={offered.id} className="pt-summary-card">
          <h3 className="pt-heading-s">{text('application.offeredOn', { date: formatDate(offered.offeredAt), name: offered.offeredBy ?? '' })}</h3>
          <SummaryList
            rows={[
              { id: 'status', key: text('application.status'), value: text(`application.packageStatuses.${offered.status}`) },
              ...offered.items.map((item) => ({ id: item.schemeId, key: `${item.name[language]} (${item.code})`, value: packageItemTerms(item, text) })),
              { id: 'due', key: text('application.replyDueOn'), value: formatDate(offered.replyDueOn) },
              ...(offered.remarks ? [{ id: 'remarks', key: text('application.remarks'), value: offered.remarks }] : []),
              ...(offered.selection
                ? [{ id: 'selection', key: text('application.selection'), value: lists.list(offered.selection.items.map((item) => `${item.code}${item.percent === null ? '' : ` ${item.percent}%`}`)) }]
                : []),
              ...(offered.rejectReasons ? [{ id: 'reasons', key: text('application.rejectReasons'), value: lists.list(offered.rejectReasons) }] : []),
              ...(offered.comments ? [{ id: 'comments', key: text('application.comments'), value: offered.comments }] : []),
            ]}
          />
        </div>
      ))}
    </Section>
  );
}

function Guarantor({ view }: { view: OfficeAidApplicationView }) {
  const text = financialAidOfficeText.useText();
  const guarantor = view.guarantor;
  return (
    <Section id="guarantor" title={text('application.guarantor')}>
      {guarantor ? (
        <ThirdPartyState
          party={{
            ...guarantor,
            name: typeof guarantor.details.fullName === 'string' ? guarantor.details.fullName : null,
            email: typeof guarantor.details.email === 'string' ? guarantor.details.email : null,
            // The office's view does not carry the link's expiry: the state and its dates are enough here.
            linkExpiresAt: null,
          }}
          words={{
            name: text('application.guarantorState.name'),
            email: text('application.guarantorState.email'),
            status: text('application.guarantorState.status'),
            statuses: (status) => text(`application.guarantorState.statuses.${status}`),
            invited: text('application.guarantorState.invited'),
            linkExpires: text('application.guarantorState.linkExpires'),
            confirmed: text('application.guarantorState.confirmed'),
            signedAs: text('application.guarantorState.signedAs'),
          }}
          rows={[{ id: 'details', key: text('application.details'), value: <Details details={guarantor.details} /> }]}
        />
      ) : (
        <p className="pt-body">{text('application.noGuarantor')}</p>
      )}
    </Section>
  );
}

/** The same event kinds as the applicant's history (form/Timeline.tsx), in the console's terser words. */
function Timeline({ view }: { view: OfficeAidApplicationView }) {
  const text = financialAidOfficeText.useText();
  const title = ({ kind, params }: OfficeTimelineEvent) => {
    if (!isFormEventOf('FINANCIAL_AID', kind)) return kind;
    const worded = { ...params };
    for (const key of ['dueOn', 'replyDueOn'] as const) if (typeof worded[key] === 'string') worded[key] = formatDate(worded[key] as string);
    if (kind === 'REQUEST_DECIDED' && typeof params.status === 'string') worded.status = text(`application.requestStatuses.${params.status as 'UPHELD'}`);
    return text(`events.${kind}`, worded);
  };
  return <RecordTimeline events={view.timeline} title={title} byApplicant={text('application.byApplicant')} />;
}
