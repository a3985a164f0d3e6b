import type { ReactNode } from 'react';

/** The green confirmation box shown after an application or request is sent. */
export function Panel({ title, children, headingLevel = 1 }: { title: ReactNode; children?: ReactNode; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="pt-panel pt-panel--confirmation">
      <Heading className="pt-panel__title">{title}</Heading>
      {children && <div className="pt-panel__body">{children}</div>}
    </div>
  );
}
