/**
 * /applications/{id}/sections/{section}: the shared section route with this form's pages; a submitted
 * application's section address leads to its progress page.
 */
import { isAidSectionId } from '@portal/contracts/financial-aid/sections';
import { SectionRoute } from '@portal/forms/SectionRoute';
import { useParams } from '@portal/router';
import { paths } from '../paths';
import { SECTION_PAGES } from '../sections/registry';
import { useAidForm } from './aid-api';
import { formText } from './form-text';

export function SectionRoutePage() {
  const text = formText.useText();
  const { id = '', section = '' } = useParams();
  const form = useAidForm(id);
  return (
    <SectionRoute
      form={form}
      section={section}
      Page={isAidSectionId(section) ? SECTION_PAGES[section] : undefined}
      loadingWhat={text('tasks.loadingWhat')}
      taskList={paths.taskList(id)}
      sectionPath={(next) => paths.section(id, next)}
      notDraft={paths.progress(id)}
    />
  );
}
