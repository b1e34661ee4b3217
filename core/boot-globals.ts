/**
 * What the host page's inline boot script (renderer/index.html), the app and the server share on the page
 * (docs/DECISIONS.md, "One home per wire contract"): the window properties the script reads and sets, and the ids of
 * the app's root and props. The script is plain JavaScript inside the HTML, so it spells these names itself;
 * tests/renderer/boot-script.test.ts fails when it and this module disagree.
 */
export const BOOT_GLOBALS = {
  /** Set by the app once it has hydrated the server's HTML; the boot script then lets events through. */
  hydrated: '__funnelHydrated',
  /** The form whose submit the boot script held before hydration; the app sends it again. */
  earlySubmit: '__funnelEarlySubmit',
  /** Defined by the boot script; the server's page calls it with the app's entry to start the app on intent. */
  startOnIntent: 'startFunnelOnIntent',
} as const;

/** The element the server renders the page into and the app hydrates. */
export const APP_ROOT_ID = 'react-app';

/** The `<script type="application/json">` carrying the app's start-up props. */
export const APP_PROPS_ID = 'react-app-props';
