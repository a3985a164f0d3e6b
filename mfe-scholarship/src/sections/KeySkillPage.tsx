/**
 * Sports or arts key skill: Yes or No; with Yes the area, the skill, the level reached and what the
 * applicant did, and one evidence document uploaded in this section (its own form after the
 * section's: forms cannot nest). The server requires the evidence when the answer is Yes.
 */
import { useState } from 'react';
import { useFormikContext } from 'formik';
import type { DocumentSummary } from '@portal/contracts/forms';
import { KEY_SKILL_EVIDENCE_SECTION, SCHOLARSHIP_DOCUMENT_LIMITS } from '@portal/contracts/scholarship/documents';
import { KEY_SKILL_AREAS, KEY_SKILL_LIMITS, keySkillSchema } from '@portal/contracts/schemas/scholarship/key-skill';
import { DocumentTable, UploadForm } from '@portal/forms/document-upload';
import { useApiQuery } from '@portal/http/use-api-query';
import { ErrorMessage } from '@portal/ui/ErrorMessage';
import { FormikRadios, FormikTextField } from '@portal/ui/formik';
import { FormikYesNo } from '@portal/ui/formik-yes-no';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { QueryResult } from '@portal/ui/QueryResult';
import { schemaValidator } from '@portal/ui/schema-validation';
import { scholarshipSectionText } from './section-text';
import { paths } from '../paths';
import { ScholarshipSectionPage, today, type SectionPageProps } from './section-page';

const EMPTY = { hasKeySkill: '', area: '', skill: '', achievementLevel: '', description: '' };
type Values = typeof EMPTY;
const MAX_EVIDENCE = SCHOLARSHIP_DOCUMENT_LIMITS.KEY_SKILL_EVIDENCE;

export default function KeySkillPage({ form, onContinue }: SectionPageProps) {
  const text = scholarshipSectionText.useText();
  const api = paths.api(form.id);
  const documents = useApiQuery<DocumentSummary[]>(`${api}/documents`);
  const [notice, setNotice] = useState<string | null>(null);
  const evidence = documents.status === 'success' ? (documents.data ?? []).filter((document) => document.section === KEY_SKILL_EVIDENCE_SECTION) : [];
  const evidenceType = [{ value: 'KEY_SKILL_EVIDENCE', label: text('keySkill.evidenceType', { max: MAX_EVIDENCE }) }];
  return (
    <ScholarshipSectionPage
      form={form}
      onContinue={onContinue}
      section="keySkill"
      emptyValues={EMPTY}
      validate={schemaValidator(keySkillSchema, (values: Values) => values, {
        today: today(),
        documents: documents.status === 'success' ? evidence : undefined,
      })}
      after={
        <section id="evidence" tabIndex={-1} aria-labelledby="evidence-heading">
          <h2 className="pt-heading-m" id="evidence-heading">
            {text('keySkill.evidenceHeading')}
          </h2>
          {notice && (
            <NotificationBanner variant="success" focusOnMount>
              <p className="pt-body">{notice}</p>
            </NotificationBanner>
          )}
          <p className="pt-body">{text('keySkill.evidenceIntro', { max: MAX_EVIDENCE })}</p>
          <UploadForm
            apiBase={api}
            section={KEY_SKILL_EVIDENCE_SECTION}
            types={evidenceType}
            onAttempt={() => setNotice(null)}
            onUploaded={(document) => {
              setNotice(text('keySkill.uploaded', { fileName: document.fileName }));
              documents.reload();
            }}
          />
          <QueryResult query={documents} what={text('keySkill.evidenceHeading')}>
            {() => (
              <DocumentTable
                apiBase={api}
                documents={evidence}
                kindLabel={() => evidenceType[0]!.label}
                onRemoved={(document) => {
                  setNotice(text('keySkill.removed', { fileName: document.fileName }));
                  documents.reload();
                }}
              />
            )}
          </QueryResult>
        </section>
      }
    >
      <KeySkillFields />
    </ScholarshipSectionPage>
  );
}

function KeySkillFields() {
  const text = scholarshipSectionText.useText();
  const { values, errors, submitCount } = useFormikContext<Values>();
  // The evidence rule's error (its upload form is outside this form): said here, by the fields it concerns.
  const evidenceError = submitCount > 0 ? (errors as Record<string, unknown>).evidence : undefined;
  return (
    <>
      <p className="pt-body">{text('keySkill.intro')}</p>
      <FormikYesNo
        name="hasKeySkill"
        legend={text('keySkill.hasKeySkill')}
      />
      {values.hasKeySkill === 'YES' && (
        <>
          <FormikRadios name="area" legend={text('keySkill.area')} options={KEY_SKILL_AREAS.map((area) => ({ value: area, label: text(`keySkill.areas.${area}`) }))} inline required />
          <FormikTextField name="skill" label={text('keySkill.skill')} hint={text('keySkill.skillHint')} maxLength={KEY_SKILL_LIMITS.skill} required />
          <FormikTextField
            name="achievementLevel"
            label={text('keySkill.achievementLevel')}
            hint={text('keySkill.achievementLevelHint')}
            maxLength={KEY_SKILL_LIMITS.achievementLevel}
            required
          />
          <FormikCharacterCountField
            name="description"
            label={text('keySkill.description')}
            hint={text('keySkill.descriptionHint')}
            limit={KEY_SKILL_LIMITS.description}
            rows={6}
            required
          />
          <div className={typeof evidenceError === 'string' ? 'pt-form-group pt-form-group--error' : 'pt-form-group'}>
            {typeof evidenceError === 'string' && <ErrorMessage id="evidence-error">{evidenceError}</ErrorMessage>}
            <p className="pt-body">{text('keySkill.evidenceNote')}</p>
          </div>
        </>
      )}
    </>
  );
}
