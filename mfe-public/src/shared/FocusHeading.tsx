import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of a step or result that replaced the previous content: it takes focus when it appears,
 * so keyboard and screen-reader users continue from the new content instead of the top of the page.
 */
export function FocusHeading(props: { children: ReactNode; level?: 1 | 2; className?: string; focusOnMount?: boolean }) {
  const { children, level = 2, className = 'pt-heading-m', focusOnMount = true } = props;
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Heading ref={ref} tabIndex={-1} className={className}>
      {children}
    </Heading>
  );
}
