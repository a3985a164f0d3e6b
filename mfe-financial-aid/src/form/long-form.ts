/**
 * The financial aid application as a long form of the kit (@portal/forms/long-form): its addresses,
 * its words (the form's namespace), its task list from the API; a submitted application's section and
 * delete addresses lead to its progress page.
 */
import type { AidApplicationForm } from '@portal/contracts/financial-aid/api';
import { isAidSectionId, type AidSectionId } from '@portal/contracts/financial-aid/sections';
import { createLongForm } from '@portal/forms/long-form';
import { paths } from '../paths';
import { useAidForm } from './aid-api';
import { aidFormText } from './form-text';

export const aidForm = createLongForm<AidApplicationForm, AidSectionId>({
  paths,
  idParam: 'id',
  idOf: (form) => form.id,
  useForm: useAidForm,
  useText: () => aidFormText.useText(),
  useSectionTitle: () => {
    const text = aidFormText.useText();
    return (section) => text(`sections.${section}`);
  },
  captionParams: (form) => ({ year: form.academicYear }),
  isSectionId: isAidSectionId,
  notDraft: paths.progress,
});
