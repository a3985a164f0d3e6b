import { admissionOfficeText } from '../office-text';

/** The console's start: the list of submitted applications (search, filters, pages). */
export function ApplicationsListPage() {
  const text = admissionOfficeText.useText();
  return (
    <>
      <span className="pt-caption-l">{text('console.caption')}</span>
      <h1 className="pt-heading-l">{text('console.title')}</h1>
    </>
  );
}
