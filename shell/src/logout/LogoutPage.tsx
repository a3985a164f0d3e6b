import { useEffect, useState } from 'react';
import { loginUrlFor, type SystemId } from '@portal/contracts/systems';
import { signOut } from '@portal/http/auth-api';
import { defaultLoginContext, readLoginContext } from '@portal/http/login-context';
import { PageHeading } from '@portal/ui/PageHeading';
import { usePortalSettings } from '../app/startup';

interface Context {
  system: SystemId | string;
  subCategory: string;
}

/**
 * The logged-out screen. It signs out on load; if that fails it falls back to the saved login
 * context, or to the default admissions system.
 */
export function LogoutPage() {
  const settings = usePortalSettings();
  const [context, setContext] = useState<Context | null>(null);

  useEffect(() => {
    let cancelled = false;
    const fallback = () => readLoginContext() ?? defaultLoginContext();
    signOut().then(
      (result) => !cancelled && setContext(result.system ? { system: result.system, subCategory: result.subCategory ?? '' } : fallback()),
      () => !cancelled && setContext(fallback()),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const loginHref = context ? loginUrlFor(context.system, context.subCategory) : '/login';
  return (
    <>
      <PageHeading>Welcome to Applicant Portal</PageHeading>
      <p className="pt-body" role="status">
        {context ? 'You have logged out. Thank you for using the Undergraduate Applicant Portal.' : 'Signing you out…'}
      </p>
      <div className="pt-button-group">
        {/* A full page load, so nothing of the ended session stays in memory. */}
        <a className="pt-button" href={loginHref}>
          Back to the Applicant Portal
        </a>
        {context?.system === 'ADM' && settings?.admissionsOfficeUrl && (
          <a className="pt-button pt-button--secondary" href={settings.admissionsOfficeUrl}>
            Go to the Office of Admissions website
          </a>
        )}
      </div>
    </>
  );
}
