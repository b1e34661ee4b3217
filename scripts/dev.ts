/**
 * `npm run dev`: Vite (middleware mode, hot reload of the browser code) and the API server on one
 * port. The server renders the host page from Vite's index.html and the app into it from the renderer's
 * source (renderer/server-entry.tsx), which the browser then hydrates, so pages behave as in production.
 * partners/*.json are watched: a valid edit swaps in a server with the new partners and reloads
 * open pages; an invalid edit keeps the last good partners running and shows the problems in the
 * page (Vite's error overlay), to every page opened until the file is fixed.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createServer as createViteServer, type ErrorPayload } from 'vite';
import type { RenderApp } from '../server/host-page/app-renderer';
import type * as ServerEntry from '../renderer/server-entry';
import { buildApp } from '../server/build-app';
import { loadConfig } from '../server/config/load-config';
import { openDatabase } from '../server/db/open-database';
import { loadPartners } from '../server/partners/load-partners';
import type { ServerPartner } from '../server/partners/server-partner';
import { funnelAddresses } from '../server/funnel-addresses';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Editors write a file in several steps; wait for the last before reading. */
const SETTLE_MS = 150;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const partnersDir = path.resolve(process.env.PARTNERS_DIR?.trim() || path.join(ROOT, 'partners'));
  const httpServer = http.createServer();
  const vite = await createViteServer({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root: path.join(ROOT, 'renderer'),
    appType: 'custom',
    server: { middlewareMode: true, ws: { server: httpServer } },
  });

  // The host page template is Vite's index.html (its client and module entry), in a folder of its own.
  const devDist = fs.mkdtempSync(path.join(os.tmpdir(), 'funnel-dev-'));
  // Built pages load ./main.tsx relative to dist/; pages under /partners/... need it from the root.
  const rawTemplate = fs.readFileSync(path.join(ROOT, 'renderer/index.html'), 'utf8').replaceAll('src="./', 'src="/');
  fs.writeFileSync(path.join(devDist, 'index.html'), await vite.transformIndexHtml('/index.html', rawTemplate));

  /**
   * The server renderer from source: renderer/server-entry.tsx through Vite's SSR module loader on every
   * page, so an edit shows on the next reload (Vite re-evaluates only what changed). Its packages are
   * loaded by Node itself, not inlined as in the build (vite.config.ts). The app is built without a logger,
   * so a failed render is printed here before the page goes out with an empty root.
   */
  const renderApp: RenderApp = async (input) => {
    try {
      const entry: Partial<typeof ServerEntry> = await vite.ssrLoadModule('/server-entry.tsx');
      if (!entry.renderApp) throw new Error('renderer/server-entry.tsx does not export renderApp');
      return await entry.renderApp(input);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error('server rendering failed; the browser renders the page:', error);
      throw error;
    }
  };

  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );

  /** The API server of the last good partners, on a private port the front server forwards to. */
  let api: { app: FastifyInstance; port: number } | null = null;
  let latestSlugs: string[] = [];
  let embedSlugs: string[] = [];
  async function startApi(partners: ServerPartner[]): Promise<void> {
    latestSlugs = partners.map((partner) => partner.slug);
    embedSlugs = partners.filter((partner) => partner.embed).map((partner) => partner.slug);
    const app = buildApp({
      db: database,
      partners,
      config,
      distDir: devDist,
      logger: false,
      renderApp: Promise.resolve(renderApp),
      // The preview page links the partner's latest insights report (docs/PARTNERS.md, "Reading the insights report").
      insightsReportsDir: config.dataDir,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const previous = api;
    api = { app, port: typeof address === 'object' && address ? address.port : 0 };
    await previous?.app.close();
  }

  let problems: string[] = [];
  const errorPayload = (): ErrorPayload => ({
    type: 'error',
    err: {
      message: `Partner files have ${problems.length} problem${problems.length === 1 ? '' : 's'}; the last good version keeps running until they are fixed:\n\n${problems.join('\n')}`,
      stack: '',
      plugin: 'partners',
      id: partnersDir,
    },
  });

  /** Reads every partner file; swaps the server in only when all are valid. */
  async function reload(initial: boolean): Promise<void> {
    const result = loadPartners(partnersDir, { publicDir: path.join(ROOT, 'public') });
    problems = result.problems;
    if (problems.length > 0) {
      for (const line of problems) console.error(line);
      // At start there is no last good version: serve the valid files and show the rest.
      if (initial) await startApi(result.partners);
      vite.ws.send(errorPayload());
      return;
    }
    await startApi(result.partners);
    if (!initial) {
      console.log(`partners reloaded: ${result.partners.map((p) => p.slug).join(', ')}`);
      vite.ws.send({ type: 'full-reload', path: '*' });
    }
  }
  await reload(true);

  // A page opened while a file is broken shows the problems too.
  vite.ws.on('connection', () => {
    if (problems.length > 0) setTimeout(() => vite.ws.send(errorPayload()), 50);
  });
  let timer: NodeJS.Timeout | undefined;
  vite.watcher.add(partnersDir);
  vite.watcher.on('all', (_event, file) => {
    if (path.dirname(path.resolve(file)) !== partnersDir || !file.endsWith('.json')) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reload(false).catch((error: unknown) => console.error(error)), SETTLE_MS);
  });

  httpServer.on('request', (request, response) => {
    vite.middlewares(request, response, () => forward(request, response));
  });
  function forward(request: http.IncomingMessage, response: http.ServerResponse): void {
    if (!api) return void response.writeHead(503).end('starting');
    const upstream = http.request(
      { host: '127.0.0.1', port: api.port, method: request.method, path: request.url, headers: request.headers },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on('error', (error) => response.writeHead(502).end(String(error)));
    request.pipe(upstream);
  }

  const port = config.port;
  httpServer.listen(port, config.host, () => {
    for (const line of funnelAddresses(config.host, port, latestSlugs, embedSlugs)) console.log(`npm run dev: ${line}`);
  });

  const stop = async () => {
    await vite.close();
    await api?.app.close();
    await database.close();
    fs.rmSync(devDist, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
