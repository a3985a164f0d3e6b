import { useEffect } from 'react';
import { PageHeading } from '@portal/ui/PageHeading';
import { publicText } from '../public-text';

/**
 * The screen's h1 and the browser tab's title, both in the current language (a language switch
 * re-titles the tab too). Leaving the screen gives the tab back its previous title.
 */
export function ScreenTitle({ title, caption }: { title: string; caption: string }) {
  const text = publicText.useText();
  const documentTitle = text('common.documentTitle', { screen: title });
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);
  return <PageHeading caption={caption}>{title}</PageHeading>;
}
