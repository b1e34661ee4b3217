import { createContext, useContext } from 'react';

/**
 * True inside the admin preview (/partners/{slug}/preview): views skip what would leave the page
 * or change anything (the processing countdown's redirect). Saving is stopped by the preview's
 * API client, not by this flag.
 */
export const PreviewModeContext = createContext(false);

export function usePreviewMode(): boolean {
  return useContext(PreviewModeContext);
}
