import { useCallback } from 'react';
import { useNavigate } from '@portal/router';
import { loginUrlFor } from '@portal/contracts/systems';
import { keepAlive, signOut } from '@portal/http/auth-api';
import { useSession } from '@portal/http/session';
import { TimeoutDialog } from './TimeoutDialog';

/**
 * One minute before the server would end an idle session, asks whether to continue. Without an
 * answer, signs out and tells the applicant why on the login page.
 */
export function SessionTimeoutDialog() {
  const deadline = useSession((state) => state.idleDeadline);
  const session = useSession((state) => state.session);
  const navigate = useNavigate();
  const expire = useCallback(() => {
    const target = loginUrlFor(session?.system, session?.subCategory);
    void signOut('SESSION_EXPIRED')
      .catch(() => undefined)
      .then(() => navigate(target, { replace: true }));
  }, [session, navigate]);
  return (
    <TimeoutDialog
      deadline={deadline}
      onContinue={() => void keepAlive().catch(() => undefined)}
      onExpire={expire}
      onSignOut={() => navigate('/logout')}
    />
  );
}
