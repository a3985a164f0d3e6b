/** The spec's "reselect" message when a chosen scholarship has closed, with the way to Scholarship Choices. */
import { Link } from '@portal/router';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';

export function ClosedChoicesNote({ id }: { id: string }) {
  const text = scholarshipText.useText();
  return (
    <>
      {text('tasks.closedChoices')} <Link to={paths.section(id, 'choices')}>{text('submit.reselect')}</Link>
    </>
  );
}
