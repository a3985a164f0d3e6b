import { useEffect, useRef, type ReactNode } from 'react';
import { Panel } from '@portal/ui/Panel';

/**
 * The green confirmation panel shown when a request succeeded. It replaces the form, so focus moves to
 * its heading (the form's button the user just pressed is gone).
 */
export function ResultPanel({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const heading = ref.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, []);
  return (
    <div ref={ref}>
      <Panel title={title} headingLevel={2}>
        {children}
      </Panel>
    </div>
  );
}
