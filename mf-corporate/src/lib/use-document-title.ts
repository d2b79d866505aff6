import { useEffect } from 'react';

/** Sets the tab title while the page is shown: "{page} | {site name}". */
export function useDocumentTitle(title: string, siteName?: string | null) {
  useEffect(() => {
    document.title = siteName ? `${title} | ${siteName}` : title;
  }, [title, siteName]);
}
