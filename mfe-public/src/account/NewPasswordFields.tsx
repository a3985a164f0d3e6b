import { LIMITS } from '@portal/contracts/limits';
import { FormikPasswordField } from '@portal/ui/formik';
import { publicText } from '../public-text';
import { PasswordChecklist } from './PasswordChecklist';

/**
 * A new password and its confirmation (fields `password` and `confirmPassword`), with the password
 * rule as hint and checklist: the e-mail registration's and the forgotten password's. `words` names
 * the fields where the screen calls them otherwise ("New password").
 */
export function NewPasswordFields({ password, words = {} }: { password: string; words?: { password?: string; confirmPassword?: string; confirmPasswordHint?: string } }) {
  const text = publicText.useText();
  return (
    <>
      <FormikPasswordField
        name="password"
        label={words.password ?? text('account.password')}
        // The password rule (NIST SP 800-63B, issue 6): length, and not easy to guess.
        hint={text('account.passwordHint', { min: LIMITS.passwordMin })}
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        aria-describedby="password-checks"
        required
      />
      <PasswordChecklist id="password-checks" password={password} />
      <FormikPasswordField
        name="confirmPassword"
        label={words.confirmPassword ?? text('account.confirmPassword')}
        hint={words.confirmPasswordHint ?? text('account.confirmPasswordHint')}
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        required
      />
    </>
  );
}
