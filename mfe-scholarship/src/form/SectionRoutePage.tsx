/**
 * /applications/{id}/sections/{section}: the shared section route with this form's pages; a submitted
 * application's section address leads to its task list.
 */
import { isScholarshipSectionId } from '@portal/contracts/scholarship/sections';
import { SectionRoute } from '@portal/forms/SectionRoute';
import { useParams } from '@portal/router';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';
import { SECTION_PAGES } from '../sections/registry';
import { useScholarshipForm } from './use-scholarship';

export function SectionRoutePage() {
  const text = scholarshipText.useText();
  const { id = '', section = '' } = useParams();
  const form = useScholarshipForm(id);
  return (
    <SectionRoute
      form={form}
      section={section}
      Page={isScholarshipSectionId(section) ? SECTION_PAGES[section] : undefined}
      loadingWhat={text('tasks.loadingWhat')}
      taskList={paths.taskList(id)}
      sectionPath={(next) => paths.section(id, next)}
      notDraft={paths.taskList(id)}
    />
  );
}
