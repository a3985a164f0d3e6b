import type { ComponentPropsWithRef, ReactNode } from 'react';
import { joinClasses } from './VisuallyHidden';

export type PageHeadingProps = ComponentPropsWithRef<'h1'> & {
  /** A line above the heading naming the section, e.g. "Financial aid". */
  caption?: ReactNode;
  size?: 'xl' | 'l';
};

/**
 * The page's h1. The caption sits above it, outside the heading, so the heading's accessible name is
 * just the title. Pass tabIndex={-1} and a ref to move focus here after navigation.
 */
export function PageHeading({ caption, size = 'l', className, children, ...rest }: PageHeadingProps) {
  return (
    <>
      {caption && <span className={`pt-caption-${size === 'xl' ? 'l' : 'm'}`}>{caption}</span>}
      <h1 className={joinClasses(`pt-heading-${size}`, className)} {...rest}>
        {children}
      </h1>
    </>
  );
}
