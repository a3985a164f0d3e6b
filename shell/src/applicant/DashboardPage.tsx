import { Link } from '@portal/router';
import type { ActionItem } from '@portal/contracts/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { useSession } from '@portal/http/session';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { formatDate } from '@portal/ui/format';

/** Applicant Portal home: the pending action items dashboard. */
export function DashboardPage() {
  const name = useSession((state) => state.session?.principal?.name);
  const items = useApiQuery<ActionItem[]>('/applicant/action-items');
  return (
    <>
      <PageHeading caption="Applicant Portal">Welcome, {name}</PageHeading>
      <h2 className="pt-heading-m">Things to do</h2>
      <QueryResult query={items} what="your pending actions">
        {(list) =>
          list.length === 0 ? (
            <p className="pt-body">You have nothing to do right now.</p>
          ) : (
            <ul className="pt-task-list">
              {list.map((item) => (
                <li key={item.id} className="pt-task-list__item">
                  <Link to={item.href} className="pt-link pt-task-list__title">
                    {item.title}
                  </Link>
                  <p className="pt-body">{item.description}</p>
                  {item.dueDate && <p className="pt-hint">Due by {formatDate(item.dueDate)}</p>}
                </li>
              ))}
            </ul>
          )
        }
      </QueryResult>
    </>
  );
}
