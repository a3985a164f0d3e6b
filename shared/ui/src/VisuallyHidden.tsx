import type { HTMLAttributes } from 'react';

/** Text for screen readers only (e.g. "Error:" prefixes, context for "Change" links). */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={joinClasses('pt-visually-hidden', className)} {...rest} />;
}

/** Joins class names, skipping empty ones. */
export function joinClasses(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
