/**
 * The window's sessionStorage, or null where reading it throws: Chromium with third-party cookies blocked
 * refuses storage to a cross-site frame (the funnel embedded on a partner's site) with a SecurityError.
 */
export function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}
