import type { ReactNode } from 'react';

/** Hint text under a label or legend; its id goes into the field's aria-describedby. */
export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="pt-hint">
      {children}
    </div>
  );
}
