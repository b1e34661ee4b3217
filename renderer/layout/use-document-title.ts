import { useEffect } from 'react';

/** Keeps the tab's title in step with the page shown (the server sends the same title first). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
