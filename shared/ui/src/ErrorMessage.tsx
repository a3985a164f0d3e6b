import type { ReactNode } from 'react';

/**
 * A field's error, shown above the control. The hidden "Error:" prefix tells screen-reader users
 * that this text is an error, since colour and the red bar are not announced.
 */
export function ErrorMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="pt-error-message">
      <span className="pt-visually-hidden">Error:</span> {children}
    </p>
  );
}
