import { LIMITS } from '@portal/contracts/limits';

/**
 * The password rule (NIST SP 800-63B, issue 6): length, and not easy to guess. Character classes are
 * not required: they make passwords harder to remember without making them much harder to guess.
 */
export const PASSWORD_HINT =
  `At least ${LIMITS.passwordMin} characters. Do not use a common password, a simple sequence or repeat, or your name or ` +
  'e-mail address. A few unrelated words make a strong password you can remember.';

/** What can be checked while typing: the length. The rest is checked when the form is checked, with a message saying why. */
const LENGTH_CHECK = { label: `At least ${LIMITS.passwordMin} characters`, met: (password: string) => password.length >= LIMITS.passwordMin };

/** The spec's classes, kept as advice only. */
export const PASSWORD_ADVICE = 'Optional: you can also add an uppercase letter, a number and a special character such as # or !, but you do not have to.';

/**
 * The rule, with the length checked as the user types. Changes are announced politely (only the item
 * that changed), and the list is also part of the password field's description.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const lengthMet = LENGTH_CHECK.met(password);
  return (
    <div id={id} className="pt-form-group">
      <p className="pt-body-s">Rules for your password:</p>
      <ul className="pt-list" aria-live="polite">
        <li>
          {LENGTH_CHECK.label}{' '}
          <strong className={`pt-tag ${lengthMet ? 'pt-tag--green' : 'pt-tag--grey'}`}>{lengthMet ? 'Done' : 'Not yet'}</strong>
        </li>
        <li>Not a common password, a simple sequence or repeat, or your name or e-mail address</li>
      </ul>
      <p className="pt-body-s">{PASSWORD_ADVICE}</p>
    </div>
  );
}
