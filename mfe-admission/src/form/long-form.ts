/**
 * The admission application as a long form of the kit (@portal/forms/long-form): its addresses (by
 * application number), its words (the remote's namespace), its task list from the API; a submitted
 * application's section and delete addresses lead to its task list, which shows it read-only.
 */
import type { AdmissionForm } from '@portal/contracts/admission/api';
import { isAdmissionSectionId, type AdmissionSectionId } from '@portal/contracts/admission/sections';
import { createLongForm } from '@portal/forms/long-form';
import { admissionText } from '../admission-text';
import { paths } from '../paths';
import { useAdmissionForm } from './use-admission-form';

export const admissionForm = createLongForm<AdmissionForm, AdmissionSectionId, 'applicationNumber'>({
  paths,
  idParam: 'applicationNumber',
  idOf: (form) => form.applicationNumber,
  useForm: useAdmissionForm,
  useText: () => admissionText.useText(),
  useSectionTitle: () => {
    const text = admissionText.useText();
    return (section) => text(`sections.${section}`);
  },
  captionParams: (form) => ({ number: form.applicationNumber }),
  isSectionId: isAdmissionSectionId,
  notDraft: paths.taskList,
});
