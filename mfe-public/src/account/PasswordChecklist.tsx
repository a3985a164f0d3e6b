import { LIMITS, PASSWORD_RULES } from '@portal/contracts/limits';

const [UPPERCASE, DIGIT, SPECIAL] = PASSWORD_RULES;

/** The password rule (spec 5) as separate checks, in the order the hint names them. */
export const PASSWORD_CHECKS = [
  { label: `At least ${LIMITS.passwordMin} characters`, met: (password: string) => password.length >= LIMITS.passwordMin },
  { label: 'An uppercase letter', met: (password: string) => UPPERCASE.test(password) },
  { label: 'A number', met: (password: string) => DIGIT.test(password) },
  { label: 'A special character, such as # or !', met: (password: string) => SPECIAL.test(password) },
] as const;

export const PASSWORD_HINT = `At least ${LIMITS.passwordMin} characters, with an uppercase letter, a number and a special character such as # or !`;

/**
 * The rule checked as the user types. Changes are announced politely (only the item that changed),
 * and the list is also part of the password field's description.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className="pt-form-group">
      <p className="pt-body-s">Your password has:</p>
      <ul className="pt-list" aria-live="polite">
        {PASSWORD_CHECKS.map((check) => {
          const met = check.met(password);
          return (
            <li key={check.label}>
              {check.label}{' '}
              <strong className={`pt-tag ${met ? 'pt-tag--green' : 'pt-tag--grey'}`}>{met ? 'Done' : 'Not yet'}</strong>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
