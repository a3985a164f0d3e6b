/**
 * A part of a page under the h2 that names it: the section (or nav) is labelled by its heading, so a
 * screen reader lists it as a landmark by that name. One place for the markup every page repeated
 * (the applicant's panels, the consoles' record sections and closing actions, the award's links).
 */
import type { ReactNode } from 'react';

/** `id` makes the heading's id (`<id>-heading`), unique on the page; `landmark` "nav" for a list of links. */
export function TitledSection({ id, title, landmark: Landmark = 'section', children }: { id: string; title: ReactNode; landmark?: 'section' | 'nav'; children: ReactNode }) {
  return (
    <Landmark aria-labelledby={`${id}-heading`}>
      <h2 className="pt-heading-m" id={`${id}-heading`}>
        {title}
      </h2>
      {children}
    </Landmark>
  );
}
