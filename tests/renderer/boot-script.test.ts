// @vitest-environment happy-dom
/**
 * The host page's inline boot script (renderer/index.html) against its typed module (core/boot-globals.ts): the
 * window properties it reads and sets are the module's, every name of the module is in it, and it keeps its word:
 * it holds a submit until the app says it hydrated, and it defines the function the server's page calls.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_ROOT_ID, BOOT_GLOBALS } from '../../core/boot-globals';
import { DRAFT_KEY_PREFIX } from '../../core/posted-form-names';
import { ROOT } from '../helpers/read-funnel-files';

const html = fs.readFileSync(path.join(ROOT, 'renderer/index.html'), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/** The properties the script reads or sets on the window it is given (`w.name`). */
const windowProperties = new Set([...script.matchAll(/\bw\.(\w+)/g)].map((match) => match[1]!));

afterEach(() => {
  for (const name of Object.values(BOOT_GLOBALS)) Reflect.deleteProperty(window, name);
  document.body.innerHTML = '';
});

describe('the inline boot script', () => {
  it('uses on the window exactly the globals of core/boot-globals.ts, beside what every browser has', async () => {
    expect(script).not.toBe('');
    const browser = new Window();
    const ours = [...windowProperties].filter((name) => !(name in browser)).sort();
    await browser.happyDOM.close();
    expect(ours).toEqual(Object.values(BOOT_GLOBALS).sort());
  });

  it("names the app's root and the draft keys as the app does", () => {
    expect(script).toContain(`getElementById('${APP_ROOT_ID}')`);
    expect(script).toContain(`'#${APP_ROOT_ID} `);
    expect(script).toContain(`indexOf('${DRAFT_KEY_PREFIX}')`);
  });

  it('holds a submit until the app has hydrated, and defines the function that starts the app', () => {
    new Function(script)();
    expect(typeof window[BOOT_GLOBALS.startOnIntent]).toBe('function');
    document.body.innerHTML = `<div id="${APP_ROOT_ID}"><form id="step"><button>Next</button></form></div>`;
    const form = document.getElementById('step')!;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(window[BOOT_GLOBALS.earlySubmit]).toBe(form);
    window[BOOT_GLOBALS.earlySubmit] = null;
    window[BOOT_GLOBALS.hydrated] = true;
    const late = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(late);
    expect([window[BOOT_GLOBALS.earlySubmit], late.defaultPrevented]).toEqual([null, false]);
  });
});
