/**
 * The office's actions on one application, each its own page (the application's page links the
 * ones its state allows): request documents, offer a package, record unsuccessful, withdraw on loss
 * of eligibility (with a check step: withdrawal is final), and decide an appeal / review / update.
 * Each form is checked by the shared schema the API uses (dates typed dd/mm/yyyy, amounts in
 * dollars, converted before checking), errors beside the fields and in the summary; done, it returns
 * to the application with a notice.
 */
import { useWriteInHint } from '@portal/ui/console/write-in-hint';
import { useState, type ReactNode } from 'react';
import { Form, Formik, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { AID_REQUEST_DECISIONS, type AidSchemeDefinition, type OfficeAidApplicationView } from '@portal/contracts/financial-aid/office';
import { AID_DOCUMENT_TYPES, isLoanCategory } from '@portal/contracts/financial-aid/model';
import { amountToCents } from '@portal/contracts/household-income';
import type { Language } from '@portal/contracts/languages';
import { parseDisplayDate } from '@portal/contracts/schemas/dates';
import {
  AID_OFFICE_TEXT_MAX,
  aidDocumentRequestSchema,
  aidOfficeWithdrawalSchema,
  aidPackageOfferSchema,
  aidRequestDecisionSchema,
  aidUnsuccessfulSchema,
} from '@portal/contracts/schemas/financial-aid/office';
import { validate } from '@portal/contracts/validation';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { messageRef } from '@portal/i18n/messages';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigate, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { Checkbox } from '@portal/ui/Checkbox';
import { RecordPage } from '@portal/ui/console/RecordPage';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikDateField, FormikErrorSummary, FormikRadios, FormikTextAreaField, FormikTextField, useShownField } from '@portal/ui/formik';
import { formatDate, formatMoney } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList } from '@portal/ui/SummaryList';
import { officeApi, officePaths, type OfficeAction } from '../office-api';
import { financialAidOfficeText } from '../office-text';
import type { ActionDone } from './ApplicationPage';

type Text = ReturnType<typeof financialAidOfficeText.useText>;

/** A date typed dd/mm/yyyy as the body's YYYY-MM-DD (as typed when it is no date: the schema says so). */
const isoOf = (typed: string) => parseDisplayDate(typed) ?? typed;
const today = () => ({ today: singaporeDate(new Date()) });

const ALLOWED: Record<OfficeAction, keyof OfficeAidApplicationView['allowed']> = {
  'request-documents': 'requestDocuments',
  package: 'offerPackage',
  unsuccessful: 'recordUnsuccessful',
  withdraw: 'withdraw',
};
const isAction = (value: string | undefined): value is OfficeAction => value !== undefined && value in ALLOWED;

/** Loads the application and frames an action's page: back link, caption, title, and the form or why not. */
function ActionFrame({ title, children }: { title: string | ((view: OfficeAidApplicationView) => string); children: (view: OfficeAidApplicationView) => ReactNode }) {
  const text = financialAidOfficeText.useText();
  const { id = '' } = useParams();
  const view = useApiQuery<OfficeAidApplicationView>(officeApi.application(id));
  const titleOf = (loaded: OfficeAidApplicationView) => (typeof title === 'string' ? title : title(loaded));
  return (
    <RecordPage
      record={view}
      what={text('application.what')}
      back={{ to: officePaths.application(id), label: text('console.backToApplication') }}
      documentTitle={title}
      heading={(loaded) => ({ title: titleOf(loaded), caption: text('actions.caption', { reference: loaded.row.reference ?? '', name: loaded.applicant.fullName }) })}
    >
      {children}
    </RecordPage>
  );
}

/** Sends an action; done, back to the application with its notice; refused, the errors beside the fields. */
function useSend<Values>(id: string, done: ActionDone, fields: readonly string[], rename?: (values: Values) => Record<string, string>) {
  const navigate = useNavigate();
  return (url: string, body: unknown) => async (values: Values, helpers: FormikHelpers<Values>) => {
    clearNotifications();
    try {
      await http.post(url, body);
      navigate(officePaths.application(id), { state: { done } });
    } catch (error) {
      reportErrors(error, helpers, fields, rename?.(values));
    }
  };
}

export function ActionPage() {
  const { action } = useParams();
  const text = financialAidOfficeText.useText();
  if (!isAction(action)) return <p className="pt-body">{text('actions.notAllowed')}</p>;
  return (
    <ActionFrame title={text(`actions.${action}.title`)}>
      {(view) =>
        !view.allowed[ALLOWED[action]] ? (
          <p className="pt-body">{text('actions.notAllowed')}</p>
        ) : action === 'request-documents' ? (
          <RequestDocumentsForm view={view} />
        ) : action === 'package' ? (
          <PackageForm view={view} />
        ) : action === 'unsuccessful' ? (
          <UnsuccessfulForm view={view} />
        ) : (
          <WithdrawForm view={view} />
        )
      }
    </ActionFrame>
  );
}

// ---- request documents ---------------------------------------------------------------------------

interface DocumentValues {
  documentTypes: string[];
  message: string;
  dueOn: string;
}
const DOCUMENT_FIELDS = ['documentTypes', 'message', 'dueOn'] as const;
const documentBody = (values: DocumentValues) => ({ documentTypes: values.documentTypes, message: values.message, dueOn: isoOf(values.dueOn) });

function RequestDocumentsForm({ view }: { view: OfficeAidApplicationView }) {
  const text = financialAidOfficeText.useText();
  const messageHint = useWriteInHint(view.applicant.language, text('actions.request-documents.messageHint'));
  const send = useSend<DocumentValues>(view.row.id, 'request-documents', DOCUMENT_FIELDS);
  return (
    <Formik<DocumentValues>
      initialValues={{ documentTypes: [], message: '', dueOn: '' }}
      validate={schemaValidator(aidDocumentRequestSchema, documentBody, today())}
      onSubmit={(values, helpers) => send(officeApi.documentRequests(view.row.id), documentBody(values))(values, helpers)}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={text('actions.request-documents.title')}>
          <FormikErrorSummary order={DOCUMENT_FIELDS} idFor={(name) => (name === 'documentTypes' ? `documentTypes-${AID_DOCUMENT_TYPES[0]}` : name)} />
          <CheckboxList
            name="documentTypes"
            legend={text('actions.request-documents.documentTypes')}
            hint={text('actions.request-documents.documentTypesHint')}
            options={AID_DOCUMENT_TYPES.map((type) => ({ value: type, label: text(`common.documentTypes.${type}`) }))}
          />
          <FormikTextAreaField name="message" label={text('actions.request-documents.message')} hint={messageHint} maxLength={AID_OFFICE_TEXT_MAX} rows={4} required />
          <FormikDateField name="dueOn" label={text('actions.request-documents.dueOn')} required />
          <Button type="submit" disabled={isSubmitting}>
            {text('actions.request-documents.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

/** Checkboxes whose value is the list of those ticked (in the options' order). */
function CheckboxList({ name, legend, hint, options }: { name: string; legend: string; hint: string; options: Array<{ value: string; label: string }> }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Record<string, string[]>>();
  const { error } = useShownField(name);
  const chosen = values[name] ?? [];
  const toggle = (value: string, on: boolean) => {
    void setFieldValue(name, options.map((option) => option.value).filter((candidate) => (candidate === value ? on : chosen.includes(candidate))));
    void setFieldTouched(name, true, false);
  };
  return (
    <Fieldset id={name} legend={legend} hint={hint} error={error} required>
      <div className="pt-checkboxes">
        {options.map((option) => (
          <Checkbox key={option.value} id={`${name}-${option.value}`} name={name} value={option.value} label={option.label} checked={chosen.includes(option.value)} onChange={(event) => toggle(option.value, event.currentTarget.checked)} />
        ))}
      </div>
    </Fieldset>
  );
}

// ---- offer a package -----------------------------------------------------------------------------

interface PackageValues {
  schemes: Record<string, { include: boolean; amount: string; percent: string }>;
  replyDueOn: string;
  remarks: string;
}

/** The schemes included, in the list's order: the body's items[i] is the i-th of these. */
const includedIds = (values: PackageValues, schemes: readonly AidSchemeDefinition[]) => schemes.filter((scheme) => values.schemes[scheme.id]?.include).map((scheme) => scheme.id);

const packageBody = (schemes: readonly AidSchemeDefinition[]) => (values: PackageValues) => ({
  items: includedIds(values, schemes).map((schemeId) => {
    const typed = values.schemes[schemeId]!;
    const amount = typed.amount.trim();
    const percent = typed.percent.trim();
    return {
      schemeId,
      annualAmountCents: amount ? (amountToCents(amount) ?? amount) : null,
      maxPercent: percent ? (/^\d+$/.test(percent) ? Number(percent) : percent) : null,
    };
  }),
  replyDueOn: isoOf(values.replyDueOn),
  remarks: values.remarks,
});

/** items[i].annualAmountCents → schemes.<id>.amount, and so on; `items` itself → the first scheme's box. */
const packageRenames = (schemes: readonly AidSchemeDefinition[]) => (values: PackageValues) => {
  const renames: Record<string, string> = { items: schemes[0] ? `schemes.${schemes[0].id}.include` : 'items' };
  includedIds(values, schemes).forEach((id, index) => {
    renames[`items[${index}].schemeId`] = `schemes.${id}.include`;
    renames[`items[${index}].annualAmountCents`] = `schemes.${id}.amount`;
    renames[`items[${index}].maxPercent`] = `schemes.${id}.percent`;
  });
  return renames;
};

function PackageForm({ view }: { view: OfficeAidApplicationView }) {
  const text = financialAidOfficeText.useText();
  const catalogue = useApiQuery<AidSchemeDefinition[]>(officeApi.schemesOf(view.row.academicYear));
  return (
    <QueryResult query={catalogue} what={text('schemes.what')}>
      {(all) => {
        const schemes = all.filter((scheme) => scheme.active && (!view.tier || scheme.tiers.includes(view.tier)));
        return schemes.length === 0 ? <p className="pt-body">{text('actions.package.noSchemes')}</p> : <PackageFields view={view} schemes={schemes} />;
      }}
    </QueryResult>
  );
}

function PackageFields({ view, schemes }: { view: OfficeAidApplicationView; schemes: AidSchemeDefinition[] }) {
  const text = financialAidOfficeText.useText();
  const remarksHint = useWriteInHint(view.applicant.language);
  const toBody = packageBody(schemes);
  const renames = packageRenames(schemes);
  const fields = [...schemes.flatMap((scheme) => [`schemes.${scheme.id}.include`, `schemes.${scheme.id}.amount`, `schemes.${scheme.id}.percent`]), 'replyDueOn', 'remarks'];
  const send = useSend<PackageValues>(view.row.id, 'package', fields, renames);
  const validateValues = (values: PackageValues): FormikErrors<PackageValues> => {
    const result = validate(aidPackageOfferSchema, toBody(values), today());
    if (result.ok) return {};
    const rename = renames(values);
    const errors: Record<string, unknown> = {};
    for (const error of result.errors) {
      if (!error.field) continue;
      const field = rename[error.field] ?? error.field;
      const [head, id, leaf] = field.split('.');
      if (head === 'schemes' && id && leaf) errors.schemes = { ...(errors.schemes as object), [id]: { ...((errors.schemes as Record<string, object> | undefined)?.[id] ?? {}), [leaf]: messageRef(error.code, error.params ?? []) } };
      else errors[field] = messageRef(error.code, error.params ?? []);
    }
    return errors as FormikErrors<PackageValues>;
  };
  const live = view.packages.find((offered) => offered.status !== 'SUPERSEDED');
  return (
    <>
      <p className="pt-body">
        {text('actions.package.intro', { year: view.row.academicYear, tier: view.tier ? text(`common.tiers.${view.tier}`) : text('application.tierUnknown') })}
      </p>
      {live && <p className="pt-body">{text('actions.package.replaces', { date: formatDate(live.offeredAt.slice(0, 10)) })}</p>}
      <Formik<PackageValues>
        initialValues={{ schemes: Object.fromEntries(schemes.map((scheme) => [scheme.id, { include: false, amount: '', percent: '' }])), replyDueOn: '', remarks: '' }}
        validate={validateValues}
        onSubmit={(values, helpers) => send(officeApi.package(view.row.id), toBody(values))(values, helpers)}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('actions.package.title')}>
            <FormikErrorSummary order={fields} />
            <Fieldset id="schemes" legend={text('actions.package.schemes')} required>
              {schemes.map((scheme) => (
                <SchemeChoice key={scheme.id} scheme={scheme} text={text} />
              ))}
            </Fieldset>
            <FormikDateField name="replyDueOn" label={text('actions.package.replyDueOn')} hint={text('actions.package.replyDueOnHint')} required />
            <FormikTextAreaField name="remarks" label={text('actions.package.remarks')} hint={remarksHint} maxLength={AID_OFFICE_TEXT_MAX} rows={3} />
            <Button type="submit" disabled={isSubmitting}>
              {text('actions.package.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}

function SchemeChoice({ scheme, text }: { scheme: AidSchemeDefinition; text: Text }) {
  const language = useLanguage() as Language;
  const { values, setFieldValue } = useFormikContext<PackageValues>();
  const name = `${scheme.name[language]} (${scheme.code})`;
  const base = `schemes.${scheme.id}`;
  const { error } = useShownField(`${base}.include`);
  const included = values.schemes[scheme.id]?.include ?? false;
  const loan = isLoanCategory(scheme.category);
  return (
    <div className="pt-checkboxes">
      <Checkbox
        id={`${base}.include`}
        name={`${base}.include`}
        label={`${name} — ${text(`common.categories.${scheme.category}`)}`}
        error={error}
        checked={included}
        onChange={(event) => void setFieldValue(`${base}.include`, event.currentTarget.checked)}
      />
      {included && !loan && (
        <FormikTextField
          name={`${base}.amount`}
          label={text('actions.package.annualAmount', { name: scheme.name[language] })}
          hint={text('actions.package.annualAmountHint', { amount: scheme.annualAmountCents === null ? '—' : formatMoney(scheme.annualAmountCents) })}
          inputMode="decimal"
          width={10}
        />
      )}
      {included && loan && (
        <FormikTextField
          name={`${base}.percent`}
          label={text('actions.package.maxPercent', { name: scheme.name[language] })}
          hint={text('actions.package.maxPercentHint', { max: scheme.maxPercent ?? 0 })}
          inputMode="numeric"
          width={4}
        />
      )}
    </div>
  );
}

// ---- unsuccessful --------------------------------------------------------------------------------

function UnsuccessfulForm({ view }: { view: OfficeAidApplicationView }) {
  const text = financialAidOfficeText.useText();
  const send = useSend<{ remarks: string }>(view.row.id, 'unsuccessful', ['remarks']);
  return (
    <Formik initialValues={{ remarks: '' }} validate={schemaValidator(aidUnsuccessfulSchema)} onSubmit={(values, helpers) => send(officeApi.unsuccessful(view.row.id), values)(values, helpers)}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={text('actions.unsuccessful.title')}>
          <FormikErrorSummary order={['remarks']} />
          <FormikTextAreaField name="remarks" label={text('actions.unsuccessful.remarks')} hint={text('actions.unsuccessful.remarksHint')} maxLength={AID_OFFICE_TEXT_MAX} rows={3} />
          <Button type="submit" disabled={isSubmitting}>
            {text('actions.unsuccessful.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

// ---- withdraw ------------------------------------------------------------------------------------

/** The reason first, then a check step that says withdrawal is final before anything is sent. */
function WithdrawForm({ view }: { view: OfficeAidApplicationView }) {
  const text = financialAidOfficeText.useText();
  const reasonHint = useWriteInHint(view.applicant.language, text('actions.withdraw.reasonHint'));
  const [checking, setChecking] = useState<string | null>(null);
  const send = useSend<{ reason: string }>(view.row.id, 'withdraw', ['reason']);
  if (checking !== null) {
    return (
      <section aria-labelledby="check-heading">
        <h2 className="pt-heading-m" id="check-heading">
          {text('actions.withdraw.checkTitle')}
        </h2>
        <SummaryList rows={[{ id: 'reason', key: text('actions.withdraw.reason'), value: checking, actions: <Button variant="link" onClick={() => setChecking(null)}>{text('actions.changeAnswers')}</Button> }]} />
        <div role="note">
          <p className="pt-body">
            <strong>{text('actions.withdraw.warning', { year: view.row.academicYear })}</strong>
          </p>
        </div>
        <Formik initialValues={{ reason: checking }} onSubmit={(values, helpers) => send(officeApi.withdraw(view.row.id), values)(values, helpers)}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={text('actions.withdraw.checkTitle')}>
              <FormikErrorSummary order={['reason']} />
              <Button type="submit" variant="warning" disabled={isSubmitting}>
                {text('actions.withdraw.submit')}
              </Button>
            </Form>
          )}
        </Formik>
      </section>
    );
  }
  return (
    <Formik initialValues={{ reason: '' }} validate={schemaValidator(aidOfficeWithdrawalSchema)} onSubmit={(values) => setChecking(values.reason.trim())}>
      <Form noValidate aria-label={text('actions.withdraw.title')}>
        <FormikErrorSummary order={['reason']} />
        <FormikTextAreaField name="reason" label={text('actions.withdraw.reason')} hint={reasonHint} maxLength={AID_OFFICE_TEXT_MAX} rows={3} required />
        <Button type="submit">{text('actions.continue')}</Button>
      </Form>
    </Formik>
  );
}

// ---- decide a request ----------------------------------------------------------------------------

export function DecisionPage() {
  const text = financialAidOfficeText.useText();
  const { requestId = '' } = useParams();
  return (
    <ActionFrame
      title={(view) => {
        const request = view.requests.find((candidate) => candidate.id === requestId);
        return text('actions.decision.title', { kind: request ? text(`application.requestKinds.${request.kind}`).toLowerCase() : '' }).trim();
      }}
    >
      {(view) => {
        const request = view.requests.find((candidate) => candidate.id === requestId);
        if (!request) return <p className="pt-body">{text('actions.decision.notFound')}</p>;
        if (request.status !== 'SUBMITTED' || view.row.status === 'WITHDRAWN') return <p className="pt-body">{text('actions.decision.decided')}</p>;
        return <DecisionForm view={view} requestId={request.id} kind={request.kind} />;
      }}
    </ActionFrame>
  );
}

function DecisionForm({ view, requestId, kind }: { view: OfficeAidApplicationView; requestId: string; kind: keyof typeof AID_REQUEST_DECISIONS }) {
  const text = financialAidOfficeText.useText();
  const send = useSend<{ status: string; remarks: string }>(view.row.id, 'decision', ['status', 'remarks']);
  const kindWords = text(`application.requestKinds.${kind}`).toLowerCase();
  // The applicant reads the remarks on their progress page: written in their language (issue 35).
  const remarksHint = useWriteInHint(view.applicant.language, text('actions.decision.remarksHint'));
  return (
    <>
      <Formik
        initialValues={{ status: '', remarks: '' }}
        validate={schemaValidator(aidRequestDecisionSchema)}
        onSubmit={(values, helpers) => send(officeApi.decision(view.row.id, requestId), values)(values, helpers)}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('actions.decision.title', { kind: kindWords })}>
            <FormikErrorSummary order={['status', 'remarks']} />
            <FormikRadios name="status" legend={text('actions.decision.status')} legendSize="s" required options={AID_REQUEST_DECISIONS[kind].map((status) => ({ value: status, label: text(`actions.decision.statuses.${status as 'UPHELD'}`) }))} />
            <FormikTextAreaField name="remarks" label={text('actions.decision.remarks')} hint={remarksHint} maxLength={AID_OFFICE_TEXT_MAX} rows={3} />
            <Button type="submit" disabled={isSubmitting}>
              {text('actions.decision.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}

