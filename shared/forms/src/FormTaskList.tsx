/**
 * A long form's sections with their states (GOV.UK "complete multiple tasks"): the heading, the
 * progress, and each section's title, linked to its page while the form is a draft. The form says
 * what a section is called and where it lives; a section without a page gets the form's hint.
 */
import type { SectionState } from '@portal/contracts/forms';
import { Link } from '@portal/router';
import { TaskList, taskDescribedBy } from '@portal/ui/TaskList';
import { SectionStateTag } from './SectionStateTag';
import { formsText } from './text';

export interface FormTaskListProps {
  sections: ReadonlyArray<{ id: string; state: SectionState }>;
  /** The section's title in the page's language. */
  title(section: string): string;
  /** The section's page, or null when it has none (yet). */
  href(section: string): string | null;
  /** Links only while the form can change. */
  editable: boolean;
  /** Said under a section without a page. */
  unavailableHint?: string;
}

export function FormTaskList({ sections, title, href, editable, unavailableHint }: FormTaskListProps) {
  const text = formsText.useText();
  const done = sections.filter((section) => section.state === 'COMPLETED').length;
  const items = sections.map((section) => {
    const id = `task-${section.id}`;
    const target = href(section.id);
    const hint = target ? undefined : unavailableHint;
    const name = title(section.id);
    return {
      id,
      hint,
      title:
        target && editable ? (
          <Link to={target} aria-describedby={taskDescribedBy({ id, hint })}>
            {name}
          </Link>
        ) : (
          name
        ),
      status: <SectionStateTag state={section.state} />,
    };
  });
  return (
    <>
      <h2 className="pt-heading-m">{text('taskList.heading')}</h2>
      <p className="pt-body">{text('taskList.progress', { done, total: sections.length })}</p>
      <TaskList items={items} />
    </>
  );
}
