import type { ReactNode } from 'react';

export interface TaskListItem {
  id: string;
  /** Usually a router Link to the section; plain text when the section cannot be started yet. */
  title: ReactNode;
  hint?: ReactNode;
  /** Usually a StatusTag or text such as "Completed"/"Cannot start yet". */
  status: ReactNode;
}

/**
 * The sections of a long application with their status (GOV.UK task list). Status and hint get ids
 * so a title link can point at them with aria-describedby: pass `taskDescribedBy(item)` to the link.
 */
export function TaskList({ items }: { items: readonly TaskListItem[] }) {
  return (
    <ul className="pt-task-list">
      {items.map((item) => (
        <li className="pt-task-list__item" key={item.id}>
          <div className="pt-task-list__name">
            {item.title}
            {item.hint && (
              <div className="pt-task-list__hint" id={`${item.id}-hint`}>
                {item.hint}
              </div>
            )}
          </div>
          <div className="pt-task-list__status" id={`${item.id}-status`}>
            {item.status}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** aria-describedby value for a task's title link: its hint (when it has one) and status. */
export function taskDescribedBy(item: Pick<TaskListItem, 'id' | 'hint'>): string {
  return item.hint ? `${item.id}-hint ${item.id}-status` : `${item.id}-status`;
}
