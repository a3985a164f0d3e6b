/**
 * The financial aid package (spec: donated bursary, residential college bursary, package selection,
 * outcome): the bursaries and loans offered with each bursary's halves per semester; while it awaits
 * a reply, the form to accept — choosing the items taken and each loan's percent (package selection) —
 * or to reject with reasons and comments, then a check step saying an acceptance cannot be reversed.
 * A lapsed package shows the spec's message; an answered one, the reply and what comes next.
 */
import { useState } from 'react';
import { useFormikContext } from 'formik';
import { AID_AFTER_LIMITS, type AidPackageView, type AidProgress } from '@portal/contracts/financial-aid/after';
import { AID_REJECT_REASONS } from '@portal/contracts/financial-aid/model';
import type { Language } from '@portal/contracts/languages';
import { ReplyCheck, ReplyDecision, ReplyStepForm, ReplySteps } from '@portal/forms/ReplySteps';
import { http } from '@portal/http/client';
import { messageText } from '@portal/i18n/messages';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, useParams } from '@portal/router';
import { formatDate, formatDateTime } from '@portal/ui/format';
import { FormikTextField } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { FormikCheckboxGroup } from '@portal/ui/formik-checkbox-group';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { QueryResult } from '@portal/ui/QueryResult';
import { SummaryList } from '@portal/ui/SummaryList';
import { paths } from '../paths';
import { AfterFrame, Confirmation, useProgress } from './AfterFrame';
import { afterText } from './after-text';
import { PackageSummary } from './PackageSummary';
import { isLoan, replyBody, validateReply, type ReplyValues } from './package-reply';
import { useListWords } from '@portal/i18n/lists';

export function PackagePage() {
  const text = afterText.useText();
  const { id = '' } = useParams();
  const progress = useProgress(id);
  const [replied, setReplied] = useState<AidProgress | null>(null);
  const shown = replied ? { ...progress, status: 'success' as const, data: replied, errors: undefined } : progress;
  return (
    <AfterFrame id={id} title={text('package.title')} reference={shown.data?.reference}>
      <QueryResult query={shown} what={text('package.loadingWhat')}>
        {(data) => (data.package ? <PackageState progress={data} pkg={data.package} onReplied={setReplied} justReplied={replied !== null} /> : <p className="pt-body">{text('package.none')}</p>)}
      </QueryResult>
    </AfterFrame>
  );
}

function PackageState({ progress, pkg, onReplied, justReplied }: { progress: AidProgress; pkg: AidPackageView; onReplied(progress: AidProgress): void; justReplied: boolean }) {
  const text = afterText.useText();
  const summary = <PackageSummary pkg={pkg} academicYear={progress.academicYear} />;
  if (progress.actions.reply.allowed) {
    return (
      <>
        <SummaryList rows={[{ key: text('package.reply'), value: text('package.replyBy', { date: formatDate(pkg.replyDueOn) }) }]} />
        <p className="pt-body">{text('package.lapseWarning')}</p>
        <h2 className="pt-heading-m">{text('progress.packageTitle')}</h2>
        {summary}
        <ReplyForm progress={progress} pkg={pkg} onReplied={onReplied} />
      </>
    );
  }
  if (pkg.status === 'ACCEPTED' || pkg.status === 'REJECTED') {
    const accepted = pkg.status === 'ACCEPTED';
    const message = (
      <>
        {accepted ? text('package.accepted') : text('package.rejected')} {pkg.respondedAt ? text('package.repliedOn', { date: formatDateTime(pkg.respondedAt) }) : ''}
      </>
    );
    return (
      <>
        {justReplied ? (
          <Confirmation title={accepted ? text('package.acceptedTitle') : text('package.rejectedTitle')}>{message}</Confirmation>
        ) : (
          <NotificationBanner title={accepted ? text('package.acceptedTitle') : text('package.rejectedTitle')}>
            <p className="pt-body">{message}</p>
          </NotificationBanner>
        )}
        {accepted && progress.guarantor === 'TO_NOMINATE' && progress.actions.guarantor.allowed && (
          <>
            <p className="pt-body">{text('package.guarantorNeeded')}</p>
            <p className="pt-body">
              <Link className="pt-button" to={paths.guarantor(progress.id)}>
                {text('package.nextGuarantor')}
              </Link>
            </p>
          </>
        )}
        {accepted && pkg.selection && <Chosen pkg={pkg} take={pkg.selection.items.map((item) => item.code)} percent={Object.fromEntries(pkg.selection.items.map((item) => [item.code, String(item.percent ?? '')]))} />}
        {summary}
      </>
    );
  }
  return (
    <>
      <NotificationBanner title={pkg.status === 'LAPSED' ? text('package.lapsedTitle') : undefined}>
        <p className="pt-body">{messageText(progress.actions.reply.reason ?? 'AID_NO_PACKAGE')}</p>
      </NotificationBanner>
      {summary}
    </>
  );
}

/** The items taken, with each loan's percent. */
function Chosen({ pkg, take, percent }: { pkg: AidPackageView; take: string[]; percent: Record<string, string> }) {
  const text = afterText.useText();
  const language = useLanguage() as Language;
  return (
    <SummaryList
      rows={[
        {
          key: text('package.chosen'),
          value: (
            <ul className="pt-list">
              {take.map((code) => {
                const item = pkg.items.find((candidate) => candidate.code === code);
                const name = item?.name[language] ?? code;
                return <li key={code}>{isLoan(pkg, code) ? text('package.chosenLoan', { name, percent: percent[code] ?? '' }) : name}</li>;
              })}
            </ul>
          ),
        },
      ]}
    />
  );
}

function ReplyForm({ progress, pkg, onReplied }: { progress: AidProgress; pkg: AidPackageView; onReplied(progress: AidProgress): void }) {
  const send = async (values: ReplyValues) => {
    const path = `${paths.api(progress.id)}/package/${values.reply === 'ACCEPT' ? 'accept' : 'reject'}`;
    const answer = await http.post<AidProgress>(path, replyBody(pkg, values));
    onReplied(answer.data);
  };
  return (
    <ReplySteps<ReplyValues>
      initialValues={{ reply: '', take: [], percent: {}, reasons: [], comments: '' }}
      validate={validateReply(pkg)}
      fields={['reasons', 'comments']}
      send={send}
      form={<ReplyFields pkg={pkg} />}
      check={(change) => <CheckReply pkg={pkg} onChange={change} />}
    />
  );
}

function ReplyFields({ pkg }: { pkg: AidPackageView }) {
  const text = afterText.useText();
  const language = useLanguage() as Language;
  const { values } = useFormikContext<ReplyValues>();
  const order = ['reply', 'take', ...pkg.items.map((item) => `percent.${item.code}`), 'reasons', 'comments'];
  return (
    <>
      <ReplyStepForm label={text('package.formLabel')} order={order} continueLabel={text('package.continue')}>
        <ReplyDecision name="reply" legend={text('package.reply')} hint={text('package.replyHint')} replies={['ACCEPT', 'REJECT'] as const} wordOf={(reply) => text(`package.replies.${reply}`)} />
        {values.reply === 'ACCEPT' && (
          <>
            <FormikCheckboxGroup
              name="take"
              legend={text('package.selection')}
              legendSize="m"
              hint={text('package.selectionHint')}
              required
              options={pkg.items.map((item) => ({ value: item.code, label: text('package.take', { name: item.name[language] }) }))}
            />
            {pkg.items
              .filter((item) => item.maxPercent !== null && values.take.includes(item.code))
              .map((item) => (
                <FormikTextField
                  key={item.code}
                  name={`percent.${item.code}`}
                  label={text('package.percent', { name: item.name[language] })}
                  hint={text('package.percentHint', { max: item.maxPercent ?? 0 })}
                  inputMode="numeric"
                  maxLength={3}
                  width={3}
                  required
                />
              ))}
          </>
        )}
        {values.reply === 'REJECT' && (
          <>
            <FormikCheckboxGroup
              name="reasons"
              legend={text('package.reasons')}
              legendSize="m"
              hint={text('package.reasonsHint')}
              required
              options={AID_REJECT_REASONS.map((reason) => ({ value: reason, label: text(`package.rejectReasons.${reason}`) }))}
            />
            <FormikCharacterCountField name="comments" label={text('package.comments')} hint={text('package.commentsHint')} limit={AID_AFTER_LIMITS.rejectComments} rows={4} />
          </>
        )}
      </ReplyStepForm>
    </>
  );
}

function CheckReply({ pkg, onChange }: { pkg: AidPackageView; onChange(): void }) {
  const lists = useListWords();
  const text = afterText.useText();
  const { values } = useFormikContext<ReplyValues>();
  const reply = values.reply as 'ACCEPT' | 'REJECT';
  return (
    <ReplyCheck title={text('package.checkTitle')} confirmLabel={text('package.confirm')} changeLabel={text('package.change')} onChange={onChange}>
      <div className="pt-inset-text">
        <p className="pt-body">
          <strong>{text('package.checkIntro')}</strong>
        </p>
      </div>
      <SummaryList rows={[{ key: text('package.yourReply'), value: text(`package.replies.${reply}`) }]} />
      {reply === 'ACCEPT' ? (
        <Chosen pkg={pkg} take={values.take} percent={values.percent} />
      ) : (
        <SummaryList
          rows={[
            { key: text('package.reasons'), value: lists.list(values.reasons.map((reason) => text(`package.rejectReasons.${reason as 'OTHER'}`))) },
            ...(values.comments ? [{ key: text('package.comments'), value: <span style={{ whiteSpace: 'pre-line' }}>{values.comments}</span> }] : []),
          ]}
        />
      )}
    </ReplyCheck>
  );
}
