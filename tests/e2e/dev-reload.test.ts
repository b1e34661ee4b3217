import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { HYDRATION_PROBLEM, launchBrowser } from './support/browser';
import { HEADINGS } from '../../testkit/funnel-steps';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let browser: Browser;
let dev: ChildProcess;
let work: string;
let baseUrl: string;
/** What the dev server printed. */
let devOutput = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// `npm run dev` on a copy of partners/, so the test can break and fix a file.
beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'funnel-dev-e2e-'));
  fs.cpSync(path.join(ROOT, 'partners'), path.join(work, 'partners'), { recursive: true });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PARTNERS_DIR: path.join(work, 'partners'),
      DATA_DIR: path.join(work, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // Both streams are read to the end: a full pipe would stall the server.
  dev.stderr!.on('data', (chunk: Buffer) => (devOutput += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    dev.stdout!.on('data', (chunk: Buffer) => {
      devOutput += chunk.toString();
      if (devOutput.includes('The booking funnel is ready at http://')) resolve();
    });
    dev.on('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${devOutput}`)));
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  // The dev server and Vite run in their own process group.
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

const brand = () => getComputedStyle(document.documentElement).getPropertyValue('--color-brand');
const LANDING = '/partners/bayside-movers/book';

describe('npm run dev', () => {
  it('renders the page on the server from source, as `npm start` does', async () => {
    const response = await fetch(`${baseUrl}${LANDING}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="csrf-token" content="[^"]+">/);
    // Vite's client and the React refresh preamble carry the response's nonce, as the template's scripts do.
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(html).toContain(`<script nonce="${nonce}" type="module" src="/@vite/client">`);
    // What `curl` gets inside #react-app, before any script runs.
    const app = html.slice(html.indexOf('<div id="react-app">')).replace(/<script\b[\s\S]*?<\/script>/g, '');
    for (const fragment of [
      `>${HEADINGS.landing}</h1>`,
      'id="root_firstName"',
      'id="root_lastName"',
      'id="root_email"',
      'id="root_phone"',
    ]) {
      expect(app).toContain(fragment);
    }
    expect(devOutput).not.toContain('server rendering failed');
  });

  it('hydrates the page, reloads it on a valid partner edit, shows an invalid one in the page and keeps the last good config', async () => {
    const file = path.join(work, 'partners/bayside-movers.json');
    const original = fs.readFileSync(file, 'utf8');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text()))
        errors.push(`console ${message.type()}: ${message.text()}`);
    });
    await page.goto(`${baseUrl}${LANDING}`);
    await page.locator('#react-app[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: HEADINGS.landing }).waitFor();
    expect(errors).toEqual([]);
    expect(await page.evaluate(brand)).toBe('#0b3d91');

    fs.writeFileSync(file, original.replace('"#0b3d91"', '"#5b21b6"'));
    await page.waitForFunction((b) => getComputedStyle(document.documentElement).getPropertyValue('--color-brand') === b, '#5b21b6', {
      timeout: 20_000,
    });

    fs.writeFileSync(file, original.replace('"#0b3d91"', '"#5b21b6"').replace('"+14155550123"', '"555-0123"'));
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ state: 'attached', timeout: 20_000 });
    const shown = await overlay.evaluate((el) => el.shadowRoot?.textContent ?? '');
    expect(shown).toMatch(/bayside-movers\.json:7: \/phone: the text "555-0123" is not in the right form/);

    // A page opened meanwhile runs the last good config and shows the problem too.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: HEADINGS.landing }).waitFor();
    expect(await page.evaluate(brand)).toBe('#5b21b6');
    await overlay.waitFor({ state: 'attached', timeout: 20_000 });

    fs.writeFileSync(file, original);
    await page.waitForFunction(
      (b) =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-brand') === b && !document.querySelector('vite-error-overlay'),
      '#0b3d91',
      { timeout: 20_000 },
    );
    expect(errors).toEqual([]);
    expect(devOutput).not.toContain('server rendering failed');
    await page.close();
  });
});
