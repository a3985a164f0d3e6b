import { Link } from '@portal/router';
import { PageHeading } from '@portal/ui/PageHeading';
import { usePageTitle } from '@portal/ui/document-title';
import { shellText } from '../text';

export function NotFoundPage() {
  const text = shellText.useText();
  usePageTitle(text('notFound.title'));
  return (
    <>
      <PageHeading>{text('notFound.title')}</PageHeading>
      <p className="pt-body">{text('notFound.body')}</p>
      <p className="pt-body">
        <Link className="pt-link" to="/login">
          {text('notFound.link')}
        </Link>
      </p>
    </>
  );
}
