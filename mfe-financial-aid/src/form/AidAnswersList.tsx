/**
 * A financial aid application's answers, section by section, worded in the page's language (check
 * your answers): each section in the shared check-answers frame with its state and, while a draft,
 * its Change link; records (family members, medical conditions, bursaries, loans, awards,
 * activities) under their own headings; the household's figures after Financial details; the
 * uploaded documents in the documents section.
 */
import type { SummaryGroup, SummaryRow } from '@portal/contracts/summary/rows';
import type { AidAnswers, AidApplicationForm } from '@portal/contracts/financial-aid/api';
import { AID_SECTION_IDS, type AidSectionId } from '@portal/contracts/financial-aid/sections';
import { toDisplayDate } from '@portal/contracts/schemas/dates';
import { CheckAnswersSection } from '@portal/forms/CheckAnswersSection';
import { SectionRows } from '@portal/forms/SummaryRows';
import { amountToCents } from '@portal/contracts/household-income';
import { formatMoney } from '@portal/ui/format';
import { paths } from '../paths';
import { useAidDocumentKind } from '../sections/DocumentsPage';
import { aidFormText } from './form-text';
import { HouseholdFigures } from './HouseholdFigures';
import { useListWords } from '@portal/i18n/lists';

type Data = Record<string, unknown>;
type Text = ReturnType<typeof aidFormText.useText>;
type Key = Parameters<Text>[0];

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const list = (value: unknown): Data[] => (Array.isArray(value) ? (value as Data[]) : []);

/** The words of every section's answers (only what was answered; a code the form does not know shows as itself). */
function useSummaries() {
  const lists = useListWords();
  const text = aidFormText.useText();
  const word = (prefix: string, value: unknown) => (value ? text(`${prefix}.${str(value)}` as Key) : '');
  const money = (value: unknown) => {
    const cents = amountToCents(str(value));
    return cents === null ? str(value) : formatMoney(cents);
  };
  const yesNo = (value: unknown) => (value === 'YES' || value === 'NO' ? text(`yesNo.${value}`) : '');
  const row = (label: Key, value: string | string[]): SummaryRow[] => (value === '' || (Array.isArray(value) && value.length === 0) ? [] : [{ label: text(label), value }]);
  const group = (title: string, rows: SummaryRow[]): SummaryGroup => ({ title, rows });

  return (section: AidSectionId, data: Data): { rows: SummaryRow[]; groups: SummaryGroup[] } => {
    switch (section) {
      case 'personalDetails':
        return {
          rows: [
            ...row('personalDetails.housingType', data.housingType === 'OTHER' && data.housingTypeOther ? lists.labelled(word('personalDetails.housingTypes', 'OTHER'), str(data.housingTypeOther)) : word('personalDetails.housingTypes', data.housingType)),
            ...row('personalDetails.housingOwnership', word('personalDetails.housingOwnerships', data.housingOwnership)),
            ...row('personalDetails.maritalStatus', word('personalDetails.maritalStatuses', data.maritalStatus)),
            ...row('personalDetails.mobileNumber', str(data.mobileNumber)),
          ],
          groups: [],
        };
      case 'financialDetails':
        return {
          rows: [
            ...row('financialDetails.aidSought', list(data.aidSought).map((kind) => word('financialDetails.aidKinds', kind))),
            ...row('financialDetails.applicantMonthlyIncome', data.applicantMonthlyIncome === undefined || data.applicantMonthlyIncome === '' ? '' : money(data.applicantMonthlyIncome)),
          ],
          groups: list(data.familyMembers).map((member, index) =>
            group(text('financialDetails.member', { n: index + 1 }), [
              ...row('financialDetails.name', str(member.name)),
              ...row('financialDetails.relationship', word('financialDetails.relationships', member.relationship)),
              ...row('financialDetails.age', str(member.age)),
              ...row('financialDetails.occupation', str(member.occupation)),
              ...row('financialDetails.employmentStatus', word('financialDetails.employmentStatuses', member.employmentStatus)),
              ...row('financialDetails.grossMonthlyIncome', member.grossMonthlyIncome === '' ? '' : money(member.grossMonthlyIncome)),
            ]),
          ),
        };
      case 'otherFinancialDetails':
        return {
          rows: [
            ...row('otherFinancialDetails.hasMedicalConditions', yesNo(data.hasMedicalConditions)),
            ...row('otherFinancialDetails.receivedInheritance', yesNo(data.receivedInheritance)),
            ...(data.receivedInheritance === 'YES'
              ? [...row('otherFinancialDetails.inheritanceAmount', data.inheritanceAmount ? money(data.inheritanceAmount) : ''), ...row('otherFinancialDetails.inheritanceDetails', str(data.inheritanceDetails))]
              : []),
          ],
          groups: [
            ...list(data.medicalConditions).map((condition, index) =>
              group(text('otherFinancialDetails.condition', { n: index + 1 }), [
                ...row('otherFinancialDetails.person', str(condition.person)),
                ...row('otherFinancialDetails.conditionName', str(condition.condition)),
                ...row('otherFinancialDetails.monthlyBill', condition.monthlyBill ? money(condition.monthlyBill) : ''),
              ]),
            ),
            ...list(data.existingBursaries).map((bursary, index) =>
              group(text('otherFinancialDetails.bursary', { n: index + 1 }), [
                ...row('otherFinancialDetails.bursaryName', str(bursary.name)),
                ...row('otherFinancialDetails.bursaryAmount', bursary.amount ? money(bursary.amount) : ''),
                ...row('otherFinancialDetails.bursaryStatus', word('otherFinancialDetails.bursaryStatuses', bursary.status)),
                ...row('otherFinancialDetails.fromDate', /^\d{4}-\d{2}-\d{2}$/.test(str(bursary.fromDate)) ? toDisplayDate(str(bursary.fromDate)) : str(bursary.fromDate)),
                ...row('otherFinancialDetails.toDate', /^\d{4}-\d{2}-\d{2}$/.test(str(bursary.toDate)) ? toDisplayDate(str(bursary.toDate)) : str(bursary.toDate)),
              ]),
            ),
            ...list(data.existingLoans).map((loan, index) =>
              group(text('otherFinancialDetails.loan', { n: index + 1 }), [
                ...row('otherFinancialDetails.lender', str(loan.lender)),
                ...row('otherFinancialDetails.outstandingAmount', loan.outstandingAmount ? money(loan.outstandingAmount) : ''),
                ...row('otherFinancialDetails.monthlyRepayment', loan.monthlyRepayment ? money(loan.monthlyRepayment) : ''),
              ]),
            ),
          ],
        };
      case 'awardsActivities':
        return {
          rows: [],
          groups: [
            ...list(data.awards).map((award, index) =>
              group(text('awardsActivities.award', { n: index + 1 }), [
                ...row('awardsActivities.awardName', str(award.name)),
                ...row('awardsActivities.year', str(award.year)),
                ...row('awardsActivities.amount', award.amount ? money(award.amount) : ''),
              ]),
            ),
            ...list(data.activities).map((activity, index) =>
              group(text('awardsActivities.activityRecord', { n: index + 1 }), [
                ...row('awardsActivities.activity', str(activity.activity)),
                ...row('awardsActivities.role', str(activity.role)),
                ...row('awardsActivities.fromYear', str(activity.fromYear)),
                ...row('awardsActivities.toYear', str(activity.toYear)),
              ]),
            ),
          ],
        };
      case 'declarations':
        return {
          rows: (['truthful', 'consentToVerify', 'privacyNotice', 'falseDeclarationUnderstood'] as const).flatMap((name) =>
            data[name] === undefined ? [] : row(`declarations.${name}`, text(data[name] === true ? 'check.yes' : 'check.no')),
          ),
          groups: [],
        };
      case 'documents':
        return { rows: [], groups: [] };
    }
  };
}

export function AidAnswersList({ form, answers }: { form: AidApplicationForm; answers: AidAnswers }) {
  const text = aidFormText.useText();
  const summarise = useSummaries();
  const kind = useAidDocumentKind();
  const states = new Map([...form.sections, ...answers.sections].map((section) => [section.id, section.state]));
  const data = new Map(answers.sections.map((section) => [section.id, section.data]));
  return (
    <>
      {AID_SECTION_IDS.map((id) => {
        const title = text(`sections.${id}`);
        const changeHref = form.status === 'DRAFT' ? paths.section(form.id, id) : null;
        if (id === 'documents') {
          const documents = answers.documents;
          return (
            <CheckAnswersSection key={id} id={id} title={title} state={states.get(id) ?? 'NOT_STARTED'} changeHref={changeHref}>
              {documents.length === 0 ? (
                <p className="pt-body">{text('check.documentsNone')}</p>
              ) : (
                <SectionRows section={{ rows: documents.map((document) => ({ label: kind(document.documentType) ?? document.documentType, value: document.fileName })) }} recordHeading="h3" />
              )}
            </CheckAnswersSection>
          );
        }
        const sectionData = data.get(id);
        const summary = sectionData ? summarise(id, sectionData) : { rows: [], groups: [] };
        const empty = summary.rows.length === 0 && summary.groups.length === 0;
        return (
          <CheckAnswersSection key={id} id={id} title={title} state={states.get(id) ?? 'NOT_STARTED'} changeHref={changeHref}>
            {empty && id !== 'financialDetails' ? undefined : (
              <>
                {!empty && <SectionRows section={summary} recordHeading="h3" />}
                {id === 'financialDetails' && <HouseholdFigures household={form.household} headingLevel={3} />}
              </>
            )}
          </CheckAnswersSection>
        );
      })}
    </>
  );
}

/**
 * The answers as submitted, read by the Office of Financial Aid: each answered section under its
 * heading in the same words as the applicant's check-your-answers (the frozen submission's sections;
 * the console shows the household and the documents in its own sections).
 */
export function AidSubmittedSections({ sections, headingLevel = 'h3' }: { sections: Record<string, unknown>; headingLevel?: 'h3' }) {
  const text = aidFormText.useText();
  const summarise = useSummaries();
  const Heading = headingLevel;
  return (
    <>
      {AID_SECTION_IDS.filter((id) => id !== 'documents' && typeof sections[id] === 'object' && sections[id] !== null).map((id) => (
        <div key={id}>
          <Heading className="pt-heading-s">{text(`sections.${id}`)}</Heading>
          <SectionRows section={summarise(id, sections[id] as Data)} recordHeading="h4" />
        </div>
      ))}
    </>
  );
}

