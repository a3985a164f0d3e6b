import { useEffect, useState } from 'react';
import { loginUrlFor, type SystemId } from '@portal/contracts/systems';
import { signOut } from '@portal/http/auth-api';
import { defaultLoginContext, readLoginContext } from '@portal/http/login-context';
import { PageHeading } from '@portal/ui/PageHeading';
import { usePageTitle } from '@portal/ui/document-title';
import { usePortalSettings } from '../app/startup';
import { shellText } from '../text';

interface Context {
  system: SystemId | string;
  subCategory: string;
}

/**
 * The logged-out screen. It signs out on load; if that fails it falls back to the saved login
 * context, or to the default admissions system.
 */
export function LogoutPage() {
  const text = shellText.useText();
  usePageTitle(text('logout.pageTitle'));
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
      <PageHeading>{text('logout.heading')}</PageHeading>
      <p className="pt-body" role="status">
        {context ? text('logout.done') : text('logout.signingOut')}
      </p>
      <div className="pt-button-group">
        {/* A full page load, so nothing of the ended session stays in memory. */}
        <a className="pt-button" href={loginHref}>
          {text('logout.back')}
        </a>
        {context?.system === 'ADM' && settings?.admissionsOfficeUrl && (
          <a className="pt-button pt-button--secondary" href={settings.admissionsOfficeUrl}>
            {text('logout.officeWebsite')}
          </a>
        )}
      </div>
    </>
  );
}
