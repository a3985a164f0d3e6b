/**
 * The progress of a submitted financial aid application: its status, reference and per-capita
 * income, what the applicant needs to do (documents requested, the package to answer, a guarantor
 * to give), the package with the bursaries' halves per semester, the appeals, reviews and updates
 * with their decisions, the other things they may do (appeal or review, update, withdraw), the
 * answers as submitted (the PDF copies) and the application's history.
 */
import type { AidProgress } from '@portal/contracts/financial-aid/after';
import { Link, useParams } from '@portal/router';
import { formatDate, formatDateTime, formatMoney } from '@portal/ui/format';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { SummaryList } from '@portal/ui/SummaryList';
import { PdfCopies } from '../form/PdfCopies';
import { Timeline } from '../form/Timeline';
import { paths } from '../paths';
import { AfterFrame, useProgress } from './AfterFrame';
import { afterText } from './after-text';
import { PackageSummary } from './PackageSummary';

export function ProgressPage() {
  const text = afterText.useText();
  const { id = '' } = useParams();
  const progress = useProgress(id);
  return (
    <AfterFrame id={id} title={text('progress.title')} reference={progress.data?.reference} back={false}>
      <QueryResult query={progress} what={text('loadingWhat')}>
        {(data) => <Progress progress={data} />}
      </QueryResult>
    </AfterFrame>
  );
}

function Progress({ progress }: { progress: AidProgress }) {
  const text = afterText.useText();
  const { id, actions } = progress;
  const toDo = [
    progress.documentRequest && actions.sendDocuments.allowed && (
      <Link className="pt-link" to={paths.requestedDocuments(id)}>
        {text('progress.documentsRequested', { date: formatDate(progress.documentRequest.dueOn) })}
      </Link>
    ),
    progress.package && actions.reply.allowed && (
      <Link className="pt-link" to={paths.package(id)}>
        {text('progress.replyToPackage', { date: formatDate(progress.package.replyDueOn) })}
      </Link>
    ),
    progress.guarantor === 'TO_NOMINATE' && actions.guarantor.allowed && (
      <Link className="pt-link" to={paths.guarantor(id)}>
        {text('progress.giveGuarantor')}
      </Link>
    ),
  ].filter(Boolean);
  const other = [
    actions.appeal.allowed && (
      <Link className="pt-link" to={paths.appeal(id)}>
        {progress.dates ? text('progress.appealUntil', { date: formatDate(progress.dates.appealClosesOn) }) : text('progress.appeal')}
      </Link>
    ),
    actions.update.allowed && (
      <Link className="pt-link" to={paths.update(id)}>
        {text('progress.update')}
      </Link>
    ),
    actions.withdraw.allowed && (
      <Link className="pt-link" to={paths.withdraw(id)}>
        {text('progress.withdraw')}
      </Link>
    ),
  ].filter(Boolean);
  return (
    <>
      {progress.withdrawal && (
        <NotificationBanner title={text('progress.withdrawnTitle')}>
          <p className="pt-body">
            {progress.withdrawal.by === 'OFFICE' ? text('progress.withdrawnByOffice', { date: formatDateTime(progress.withdrawal.at) }) : text('progress.withdrawnOn', { date: formatDateTime(progress.withdrawal.at) })}
          </p>
        </NotificationBanner>
      )}
      <SummaryList
        rows={[
          { key: text('progress.status'), value: <StatusTag status={progress.status} label={text(`statuses.${progress.status}`)} /> },
          { key: text('progress.reference'), value: progress.reference ?? '' },
          { key: text('progress.academicYear'), value: progress.academicYear },
          ...(progress.submittedAt ? [{ key: text('progress.submittedAt'), value: formatDateTime(progress.submittedAt) }] : []),
          ...(progress.guarantor !== 'NOT_NEEDED'
            ? [{ key: text('progress.guarantor'), value: <Link className="pt-link" to={paths.guarantor(id)}>{text(`progress.guarantorStates.${progress.guarantor}`)}</Link> }]
            : []),
          ...(progress.perCapitaIncomeCents !== null ? [{ key: text('progress.perCapitaIncome'), value: text('progress.perCapitaIncomeValue', { amount: formatMoney(progress.perCapitaIncomeCents) }) }] : []),
        ]}
      />
      {progress.status !== 'WITHDRAWN' && (
        <>
          <h2 className="pt-heading-m">{text('progress.toDo')}</h2>
          {toDo.length ? (
            <ul className="pt-list">
              {toDo.map((link, index) => (
                <li key={index}>{link}</li>
              ))}
            </ul>
          ) : (
            <p className="pt-body">{text('progress.nothingToDo')}</p>
          )}
        </>
      )}
      {progress.package && (
        <>
          <h2 className="pt-heading-m">{text('progress.packageTitle')}</h2>
          <p className="pt-body">
            <StatusTag status={progress.package.status} label={text(`package.states.${progress.package.status}`)} />
          </p>
          <PackageSummary pkg={progress.package} academicYear={progress.academicYear} />
          <p className="pt-body">
            <Link className="pt-link" to={paths.package(id)}>
              {text('progress.seePackage')}
            </Link>
          </p>
        </>
      )}
      {progress.requests.length > 0 && (
        <>
          <h2 className="pt-heading-m">{text('progress.requestsTitle')}</h2>
          {progress.requests.map((request) => (
            <SummaryList
              key={request.id}
              rows={[
                { key: text('requests.kind'), value: text(`requests.kinds.${request.kind}`) },
                { key: text('requests.sent'), value: formatDateTime(request.submittedAt) },
                { key: text('requests.status'), value: text(`requests.statuses.${request.status}`) },
                ...(request.decisionRemarks ? [{ key: text('requests.remarks'), value: <span style={{ whiteSpace: 'pre-line' }}>{request.decisionRemarks}</span> }] : []),
              ]}
            />
          ))}
        </>
      )}
      {other.length > 0 && (
        <>
          <h2 className="pt-heading-m">{text('progress.otherActions')}</h2>
          <ul className="pt-list">
            {other.map((link, index) => (
              <li key={index}>{link}</li>
            ))}
          </ul>
        </>
      )}
      <Answers id={id} />
      <Timeline id={id} />
    </>
  );
}

/** The answers as submitted: read on the application's own page (read-only once submitted), or as a copy in English or Chinese (PDF). */
function Answers({ id }: { id: string }) {
  const text = afterText.useText();
  return (
    <>
      <h2 className="pt-heading-m">{text('progress.answersHeading')}</h2>
      <p className="pt-body">
        <Link className="pt-link" to={paths.taskList(id)}>
          {text('progress.readAnswers')}
        </Link>
      </p>
      <PdfCopies id={id} />
    </>
  );
}
