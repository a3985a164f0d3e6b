import type { ComponentPropsWithRef, ReactNode } from 'react';
import { joinClasses } from './VisuallyHidden';

export type ButtonVariant = 'primary' | 'secondary' | 'warning' | 'link';

export type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: ButtonVariant };

/**
 * A native button. type defaults to "button" so a button inside a form never submits by accident;
 * pass type="submit" for the form's main action.
 */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={joinClasses('pt-button', variant !== 'primary' && `pt-button--${variant}`, className)}
      {...rest}
    />
  );
}

/** Lays out a form's buttons (and a cancel link) in a row on wide screens, stacked on phones. */
export function ButtonGroup({ children }: { children: ReactNode }) {
  return <div className="pt-button-group">{children}</div>;
}
