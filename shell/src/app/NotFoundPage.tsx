import { Link } from '@portal/router';
import { PageHeading } from '@portal/ui/PageHeading';

export function NotFoundPage() {
  return (
    <>
      <PageHeading>Page not found</PageHeading>
      <p className="pt-body">If you typed the web address, check it is correct.</p>
      <p className="pt-body">
        <Link className="pt-link" to="/login">
          Go to the sign-in page
        </Link>
      </p>
    </>
  );
}
