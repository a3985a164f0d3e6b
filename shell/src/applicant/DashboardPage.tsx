import { Link } from '@portal/router';
import type { ActionItem } from '@portal/contracts/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { useSession } from '@portal/http/session';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { formatDate } from '@portal/ui/format';
import { shellText } from '../text';

/** Applicant Portal home: the pending action items dashboard. */
export function DashboardPage() {
  const text = shellText.useText();
  const name = useSession((state) => state.session?.principal?.name);
  const items = useApiQuery<ActionItem[]>('/applicant/action-items');
  return (
    <>
      <PageHeading caption={text('dashboard.caption')}>{text('dashboard.welcome', { name: name ?? '' })}</PageHeading>
      <h2 className="pt-heading-m">{text('dashboard.thingsToDo')}</h2>
      <QueryResult query={items} what={text('dashboard.pendingActions')}>
        {(list) =>
          list.length === 0 ? (
            <p className="pt-body">{text('dashboard.nothingToDo')}</p>
          ) : (
            <ul className="pt-task-list">
              {list.map((item) => (
                <li key={item.id} className="pt-task-list__item">
                  <Link to={item.href} className="pt-link pt-task-list__title">
                    {item.title}
                  </Link>
                  <p className="pt-body">{item.description}</p>
                  {item.dueDate && <p className="pt-hint">{text('dashboard.dueBy', { date: formatDate(item.dueDate) })}</p>}
                </li>
              ))}
            </ul>
          )
        }
      </QueryResult>
      <p className="pt-body">
        {text('dashboard.help')}{' '}
        <Link to="/faq" className="pt-link">
          {text('dashboard.faq')}
        </Link>
      </p>
    </>
  );
}
