/**
 * Scholarship Choices: the scholarships of the application's academic year with their terms (bond,
 * living allowance, tuition coverage, closing date), closed ones marked and ineligible ones explained;
 * then one to three ranked choices among those the applicant can choose. A choice that has since
 * closed stays shown, marked, until reselected (spec 4).
 */
import { FieldArray, useFormikContext } from 'formik';
import type { Language } from '@portal/contracts/languages';
import type { OfferedScholarship } from '@portal/contracts/scholarship/api';
import { MAX_SCHOLARSHIP_CHOICES, scholarshipChoicesSchema } from '@portal/contracts/schemas/scholarship/choices';
import { RecordList, listFieldId } from '@portal/forms/RecordList';
import { useLanguage } from '@portal/i18n/namespace';
import { Button } from '@portal/ui/Button';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { FormikSelectField } from '@portal/ui/formik';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
import { schemaValidator } from '@portal/ui/schema-validation';
import { scholarshipSectionText } from './section-text';
import { useScholarships } from '../form/use-scholarship';
import { ScholarshipSectionPage, today, type SectionPageProps } from './section-page';

type Values = { choices: Array<{ code: string }> };
const EMPTY: Values = { choices: [] };

export default function ChoicesPage({ form, onContinue }: SectionPageProps) {
  const text = scholarshipSectionText.useText();
  const catalogue = useScholarships();
  // The office's scholarships for this application's year; the same facts the server checks the choices against.
  const scholarships = catalogue.status === 'success' ? (catalogue.data ?? []).filter((entry) => entry.academicYear === form.academicYear) : [];
  return (
    <ScholarshipSectionPage
      form={form}
      onContinue={onContinue}
      section="choices"
      emptyValues={EMPTY}
      waiting={catalogue.status === 'loading'}
      validate={schemaValidator(scholarshipChoicesSchema, (values: Values) => values, {
        today: today(),
        scholarships: catalogue.status === 'success' ? scholarships : undefined,
      })}
      errorSummary={{ idFor: listFieldId }}
    >
      {/* Without the catalogue nothing can be chosen: its error (with Try again) instead. */}
      <QueryResult query={catalogue} what={text('choices.loadingWhat')}>
        {() => (
          <>
            <Catalogue year={form.academicYear} scholarships={scholarships} />
            <Choices scholarships={scholarships} />
          </>
        )}
      </QueryResult>
    </ScholarshipSectionPage>
  );
}

function Catalogue({ year, scholarships }: { year: string; scholarships: readonly OfferedScholarship[] }) {
  const text = scholarshipSectionText.useText();
  const language = useLanguage() as Language;
  return (
    <>
      <p className="pt-body">{text('choices.intro', { max: MAX_SCHOLARSHIP_CHOICES })}</p>
      {scholarships.length === 0 ? (
        <p className="pt-body">{text('choices.none')}</p>
      ) : (
        <Table
          caption={text('choices.catalogueHeading', { year })}
          rows={scholarships}
          rowKey={(scholarship) => scholarship.code}
          firstCellIsHeader
          columns={[
            {
              header: text('choices.scholarship'),
              cell: (scholarship) => (
                <>
                  <strong>{scholarship.name[language]}</strong>
                  <br />
                  <span className="pt-hint">{scholarship.description[language]}</span>
                </>
              ),
            },
            { header: text('choices.bond'), cell: (scholarship) => (scholarship.bondYears > 0 ? text('choices.bondYears', { years: scholarship.bondYears }) : text('choices.noBond')) },
            {
              header: text('choices.allowance'),
              cell: (scholarship) =>
                scholarship.livingAllowanceCents > 0 ? text('choices.allowancePerYear', { amount: formatMoney(scholarship.livingAllowanceCents) }) : text('choices.noAllowance'),
            },
            { header: text('choices.coverage'), cell: (scholarship) => text('choices.coveragePercent', { percent: scholarship.tuitionCoveragePercent }) },
            { header: text('choices.closes'), cell: (scholarship) => formatDateTime(scholarship.closesAt) },
            { header: text('choices.availability'), cell: (scholarship) => <Availability scholarship={scholarship} /> },
          ]}
        />
      )}
    </>
  );
}

/** Open or closed (the tag), and whether this applicant may choose it (and why not). */
function Availability({ scholarship }: { scholarship: OfferedScholarship }) {
  const text = scholarshipSectionText.useText();
  return (
    <>
      <StatusTag status={scholarship.open ? 'OPEN' : 'CLOSED'} colour={scholarship.open ? 'green' : 'grey'} label={text(scholarship.open ? 'choices.open' : 'choices.closed')} />
      <br />
      {!scholarship.open
        ? text('choices.closedNote')
        : scholarship.eligible || !scholarship.ineligibleReason
          ? text('choices.eligible')
          : text(`choices.ineligible.${scholarship.ineligibleReason}`)}
    </>
  );
}

function Choices({ scholarships }: { scholarships: readonly OfferedScholarship[] }) {
  const text = scholarshipSectionText.useText();
  const language = useLanguage() as Language;
  const { values } = useFormikContext<Values>();
  const choosable = scholarships.filter((scholarship) => scholarship.open && scholarship.eligible);
  // A choice made earlier that can no longer be chosen stays listed (marked) so the applicant sees what to reselect.
  const optionsFor = (current: string) => [
    ...choosable.map((scholarship) => ({ value: scholarship.code, label: scholarship.name[language] })),
    ...scholarships
      .filter((scholarship) => scholarship.code === current && !choosable.includes(scholarship))
      .map((scholarship) => ({ value: scholarship.code, label: text('choices.closedOption', { name: scholarship.name[language] }), disabled: true })),
  ];
  return (
    <>
      <h2 className="pt-heading-m">{text('choices.yourChoices')}</h2>
      <FieldArray name="choices">
        {(array) => (
          <RecordList name="choices" intro={text('choices.rankIntro')}>
            {values.choices.length === 0 && <p className="pt-body">{text('choices.noneChosen')}</p>}
            {values.choices.map((choice, index) => {
              const n = index + 1;
              return (
                <div key={index}>
                  <FormikSelectField
                    name={`choices[${index}].code`}
                    label={text('choices.choice', { n })}
                    placeholder={text('choices.choose')}
                    options={optionsFor(choice.code)}
                    required
                  />
                  <Button variant="secondary" type="button" onClick={() => array.remove(index)}>
                    {text('choices.remove', { n })}
                  </Button>
                </div>
              );
            })}
            {values.choices.length < MAX_SCHOLARSHIP_CHOICES ? (
              <Button variant="secondary" type="button" onClick={() => array.push({ code: '' })}>
                {text(values.choices.length ? 'choices.addAnother' : 'choices.add')}
              </Button>
            ) : (
              <p className="pt-body">{text('choices.limitReached', { max: MAX_SCHOLARSHIP_CHOICES })}</p>
            )}
          </RecordList>
        )}
      </FieldArray>
    </>
  );
}
