/**
 * The submitted application's page in its own chunk, with every namespace of words it shows: its
 * own (admission), the long forms' (history, answers) and the section pages' (the document types in
 * the Documents tab). The applicant's task list and the office's application page both show it, so
 * both take it from here: a reader that arrives without having opened a section (from the status
 * page, or the office's list) still sees words, not their keys.
 */
import { formsText } from '@portal/forms/text';
import { lazyPage } from '@portal/mount/lazy-page';
import { admissionSectionText } from '../sections/section-text';

export const SubmittedApplicationPage = lazyPage(
  'admission-submitted-application',
  async () => (await Promise.all([import(/* webpackChunkName: "admission-submitted-application" */ './SubmittedApplicationPage'), admissionSectionText.load(), formsText.load()]))[0],
);
