import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';

/**
 * The screen's h1 and the browser tab's title, both in the current language (a language switch
 * re-titles the tab too). Leaving the screen gives the tab back the portal's title.
 */
export function ScreenTitle({ title, caption }: { title: string; caption: string }) {
  usePageTitle(title);
  return <PageHeading caption={caption}>{title}</PageHeading>;
}
