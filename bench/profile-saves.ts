/**
 * `npx tsx bench/profile-saves.ts`: where a save's CPU time goes. Builds the real app in this process (buildApp, the
 * partners, the request log written to /dev/null as a file destination), starts 10 visitors from the landing page,
 * warms up, then records V8's CPU profiler (the one `node --cpu-prof` starts, here through node:inspector so that
 * start-up and warm-up stay out of it) over N saves sent with `inject`, each on its visitor's latest revision and
 * changing the bedroom count and moving the visit in the insights as bench/measure-booking-api.ts does. Prints the ten heaviest functions of this thread
 * by self time, per save, and writes the profile for Chrome DevTools (Performance, "Load profile").
 *
 * Env: PROFILE_SAVES (N, default 2000), DATABASE_URL (PostgreSQL; else the embedded database in a temp folder, whose
 * thread is not in this profile), DIST_DIR (default dist/: the host page gives each visitor its cookie and token),
 * PROFILE_OUT (default bench/saves.cpuprofile).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session, type Profiler } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { LoggerOptions } from 'pino';
import { fieldOf, isRecord } from '../core/is-record';
import { buildApp } from '../server/build-app';
import { loadConfig } from '../server/config/load-config';
import { openDatabase } from '../server/db/open-database';
import { loggerOptions } from '../server/logging/logger-options';
import { loadPartners } from '../server/partners/load-partners';
import { answeredBooking, benchSaveBody, SLUG, type Visitor } from './visitor';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const UNLIMITED = { max: 1_000_000_000, timeWindow: '1 minute' };
const VISITORS = 10;
const WARM_UP_SAVES = 500;

async function landOn(app: FastifyInstance): Promise<Visitor> {
  const response = await app.inject({ url: `/partners/${SLUG}/book` });
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0];
  const csrf = /<meta name="csrf-token" content="([^"]*)"/.exec(response.body)?.[1];
  const props = /<script type="application\/json" id="react-app-props"[^>]*>([\s\S]*?)<\/script>/.exec(response.body)?.[1];
  if (!cookie || !csrf || !props) throw new Error(`The landing page (${response.statusCode}) gave no cookie, token or props`);
  const booking = fieldOf(JSON.parse(props), 'booking');
  if (!isRecord(booking)) throw new Error('The landing page props carry no booking');
  return { cookie, csrf, booking };
}

/** `count` saves spread over the visitors, each visitor one save at a time. */
async function save(app: FastifyInstance, visitors: Visitor[], count: number): Promise<void> {
  let sent = 0;
  await Promise.all(
    visitors.map(async (visitor) => {
      while (sent < count) {
        sent += 1;
        const response = await app.inject({
          method: 'PUT',
          url: '/api/v1/booking',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            cookie: visitor.cookie,
            'x-csrf-token': visitor.csrf,
            'x-partner-slug': SLUG,
            'sec-fetch-site': 'same-origin',
          },
          payload: benchSaveBody(visitor.booking, sent),
        });
        const booking = answeredBooking(response.statusCode, response.json());
        if (!booking) throw new Error(`A save answered ${response.statusCode}: ${response.body}`);
        visitor.booking = booking;
      }
    }),
  );
}

interface Heavy {
  name: string;
  selfUs: number;
  totalUs: number;
}

/** Self and total (self plus callees, each function counted once per sample) microseconds per function. */
function heaviest(profile: Profiler.Profile): { functions: Heavy[]; sampledUs: number } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const nameOf = (id: number) => {
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const file = url ? relative(ROOT, url.replace(/^file:\/\//, '')) : '';
    return file ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}` : functionName;
  };
  const byName = new Map<string, Heavy>();
  const entry = (name: string) => byName.get(name) ?? byName.set(name, { name, selfUs: 0, totalUs: 0 }).get(name)!;
  let sampledUs = 0;
  profile.samples!.forEach((id, index) => {
    const delta = profile.timeDeltas![index] ?? 0;
    const self = nameOf(id);
    if (self === '(idle)') return;
    sampledUs += delta;
    entry(self).selfUs += delta;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const name = nameOf(at);
      if (!seen.has(name) && name !== '(root)') entry(name).totalUs += delta;
      seen.add(name);
    }
  });
  return { functions: [...byName.values()].sort((a, b) => b.selfUs - a.selfUs), sampledUs };
}

const saves = Number(process.env.PROFILE_SAVES ?? 2000);
const work = mkdtempSync(join(tmpdir(), 'funnel-profile-'));
const config = loadConfig({ ...process.env, DATA_DIR: work, SESSION_SECRET: 'profile-session-secret-that-is-long-enough-0123' });
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: join(work, 'pglite') },
);
const { partners, problems } = loadPartners(join(ROOT, 'partners'));
if (problems.length > 0) throw new Error(problems.join('\n'));
const app = buildApp({
  db: database,
  partners,
  config,
  distDir: process.env.DIST_DIR ?? join(ROOT, 'dist'),
  // As the server logs (JSON lines, redaction), to a file nobody reads. Fastify's logger option takes `file` beside
  // pino's options; pino's LoggerOptions type does not list it.
  logger: { ...loggerOptions('info'), file: '/dev/null' } as LoggerOptions,
  rateLimits: { perSession: UNLIMITED, perAddress: UNLIMITED, eventsPerAddress: UNLIMITED, newSessionsPerAddress: UNLIMITED },
});
const session = new Session();
try {
  await app.ready();
  const visitors = await Promise.all(Array.from({ length: VISITORS }, () => landOn(app)));
  await save(app, visitors, WARM_UP_SAVES);

  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await save(app, visitors, saves);
  const cpu = process.cpuUsage(cpuBefore);
  const elapsedMs = performance.now() - started;
  const { profile } = await session.post('Profiler.stop');

  const out = process.env.PROFILE_OUT ?? join(ROOT, 'bench/saves.cpuprofile');
  writeFileSync(out, JSON.stringify(profile));
  const { functions, sampledUs } = heaviest(profile);
  console.log(
    `${saves} saves on ${database.kind} in ${elapsedMs.toFixed(0)} ms (${((elapsedMs * 1000) / saves).toFixed(0)} µs a save, ` +
      `${(sampledUs / saves).toFixed(0)} µs of it busy in this thread); profile: ${relative(ROOT, out)}`,
  );
  // CPU time the OS gave this process (every thread: the embedded database's too), which a busy machine does not inflate
  // as it does the sampled time (a thread waiting for a core is not idle to the sampler).
  console.log(`CPU of this process, all threads: ${((cpu.user + cpu.system) / saves).toFixed(0)} µs a save`);
  console.log('\n  self µs/save  self %  total %  function');
  for (const { name, selfUs, totalUs } of functions.slice(0, 10)) {
    console.log(
      `${(selfUs / saves).toFixed(1).padStart(14)}  ${((selfUs / sampledUs) * 100).toFixed(1).padStart(6)}  ${((totalUs / sampledUs) * 100).toFixed(1).padStart(7)}  ${name}`,
    );
  }
} finally {
  session.disconnect();
  await app.close();
  await database.close();
  rmSync(work, { recursive: true, force: true });
}
