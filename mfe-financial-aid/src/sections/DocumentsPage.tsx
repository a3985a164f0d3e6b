/**
 * Upload documents: the files of the application, each with its type (proof of income, medical bill,
 * proof of inheritance…, at most 5 of a type), uploaded with a progress bar, downloadable and
 * removable until submit; what the answers call for is listed (income proof when anyone earns, a
 * medical bill with medical conditions, proof of an inheritance), and Continue shows once it is there.
 */
import { AID_DOCUMENT_LIMITS, AID_DOCUMENTS_SECTION, missingAidDocuments, requiredAidDocuments } from '@portal/contracts/financial-aid/documents';
import type { AidAnswers } from '@portal/contracts/financial-aid/api';
import { AID_DOCUMENT_TYPES, type AidDocumentType } from '@portal/contracts/financial-aid/model';
import type { DocumentSummary } from '@portal/contracts/forms';
import { ManagedDocuments, useTypeOptionLabel } from '@portal/forms/document-upload';
import { SectionFrame } from '@portal/forms/SectionFrame';
import { useApiQuery } from '@portal/http/use-api-query';
import { Button } from '@portal/ui/Button';
import { aidFormText } from '../form/form-text';
import { paths } from '../paths';
import type { SectionPageProps } from './section-page';

const NEEDED_KEYS = { INCOME_PROOF: 'documents.neededIncome', MEDICAL_BILL: 'documents.neededMedical', INHERITANCE_PROOF: 'documents.neededInheritance' } as const;

/** The application's document types, labelled by the form. */
export function useAidDocumentKind() {
  const text = aidFormText.useText();
  return (type: string) => ((AID_DOCUMENT_TYPES as readonly string[]).includes(type) ? text(`documents.types.${type as AidDocumentType}`) : undefined);
}

export default function DocumentsPage({ form, onContinue }: SectionPageProps) {
  const text = aidFormText.useText();
  const api = paths.api(form.id);
  const documents = useApiQuery<DocumentSummary[]>(`${api}/documents`);
  const answers = useApiQuery<AidAnswers>(`${api}/answers`);
  const kind = useAidDocumentKind();
  const title = text('sections.documents');
  const sections = answers.status === 'success' ? Object.fromEntries(answers.data.sections.map((section) => [section.id, section.data])) : {};
  const needed = requiredAidDocuments(sections);
  const optionLabel = useTypeOptionLabel();
  const types = AID_DOCUMENT_TYPES.map((type) => ({ value: type, label: optionLabel(kind(type)!, AID_DOCUMENT_LIMITS[type]) }));
  return (
    <SectionFrame title={title} caption={text('tasks.caption', { year: form.academicYear })} backHref={paths.taskList(form.id)} backLabel={text('tasks.title')}>
      <ManagedDocuments
        text={text}
        apiBase={api}
        section={AID_DOCUMENTS_SECTION}
        types={types}
        kindLabel={kind}
        documents={documents}
        after={(list) => answers.status === 'success' && missingAidDocuments(list, sections).length === 0 && <Button onClick={onContinue}>{text('documents.done')}</Button>}
      >
        <p className="pt-body">{text('documents.intro', { max: AID_DOCUMENT_LIMITS.INCOME_PROOF })}</p>
        {answers.status === 'success' &&
          (needed.length === 0 ? (
            <p className="pt-body">{text('documents.neededNone')}</p>
          ) : (
            <>
              <p className="pt-body">{text('documents.needed')}</p>
              <ul className="pt-list pt-list--bullet">
                {needed.map((type) => (
                  <li key={type}>{type in NEEDED_KEYS ? text(NEEDED_KEYS[type as keyof typeof NEEDED_KEYS]) : kind(type)}</li>
                ))}
              </ul>
            </>
          ))}
      </ManagedDocuments>
    </SectionFrame>
  );
}
