/**
 * The scholarship application as a long form of the kit (@portal/forms/long-form): its addresses, its
 * words (the remote's namespace; the sections' titles are the contracts', SCHOLARSHIP_SECTIONS), its
 * task list from the API; a submitted application's section and delete addresses lead to its task
 * list, which shows it read-only.
 */
import type { ScholarshipForm } from '@portal/contracts/scholarship/api';
import { isScholarshipSectionId, SCHOLARSHIP_SECTIONS, type ScholarshipSectionId } from '@portal/contracts/scholarship/sections';
import { createLongForm } from '@portal/forms/long-form';
import { useLanguage } from '@portal/i18n/namespace';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';
import { useScholarshipForm } from './use-scholarship';

export const scholarshipForm = createLongForm<ScholarshipForm, ScholarshipSectionId>({
  paths,
  idParam: 'id',
  idOf: (form) => form.id,
  useForm: useScholarshipForm,
  useText: () => scholarshipText.useText(),
  useSectionTitle: () => {
    const language = useLanguage();
    return (section) => SCHOLARSHIP_SECTIONS[section].title[language];
  },
  captionParams: (form) => ({ year: form.academicYear }),
  isSectionId: isScholarshipSectionId,
  notDraft: paths.taskList,
});
