/**
 * The import graph points one way (docs/DECISIONS.md, "The house, round 3"), type-only imports included:
 * dependency-cruiser with the repository's rules (`npm run deps`) refuses a planted type-only cycle, and the server's
 * folders form no loop and import nothing from a higher layer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/read-funnel-files';
import { cruiseWithRepoRules, folderLoops, importsUpTheLayers, serverFolderImports } from '../helpers/import-graph';

/**
 * The server's layers, bottom first: a folder imports its own layer or lower ones. The foundation (storage, settings,
 * the HTTP answers, the partner files and leaf helpers), the domain (addresses and distance, the flow, sessions, links,
 * guards, capacity), the desks and their work, the pages and the jobs, the routes, and build-app.ts with main.ts at server/'s root.
 */
const SERVER_LAYERS = [
  ['db', 'config', 'http', 'partners', 'logging', 'resilience', 'html', 'cluster'],
  ['addresses', 'locations', 'distance', 'flow', 'sessions', 'links', 'security', 'capacity'],
  ['delivery', 'bookings', 'payments'],
  ['host-page', 'pages', 'jobs'],
  ['routes'],
  ['(root)'],
];

const planted = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
afterAll(() => fs.rmSync(planted, { recursive: true, force: true }));

/** Writes `files` (path -> source) under a fresh folder of the planted tree and returns it. */
function plant(name: string, files: Record<string, string>): string {
  const base = path.join(planted, name);
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    fs.writeFileSync(path.join(base, file), source);
  }
  return base;
}

describe('the import graph', () => {
  it('refuses a cycle made of type-only imports', async () => {
    const base = plant('type-cycle', {
      'server/bookings/desk.ts': "import type { Step } from './step';\nexport type Desk = { step: Step };\n",
      'server/bookings/step.ts': "import type { Desk } from './desk';\nexport type Step = (desk: Desk) => void;\n",
    });
    const result = await cruiseWithRepoRules(base, ['server']);
    expect(result.summary.violations.map((violation) => violation.rule.name)).toContain('no-circular');
  });

  it('finds a loop of server folders made of type-only imports, through a nested folder', async () => {
    const base = plant('folder-loop', {
      'server/links/link.ts': "import type { Event } from '../delivery/outbox/event';\nexport type Link = Event;\n",
      'server/delivery/outbox/event.ts': 'export type Event = string;\n',
      'server/delivery/mail/mail.ts': "import type { Link } from '../../links/link';\nexport type Mail = Link;\n",
    });
    const result = await cruiseWithRepoRules(base, ['server']);
    expect(result.summary.violations).toEqual([]);
    expect(folderLoops(serverFolderImports(result))).toEqual([['delivery', 'links']]);
  });

  it('has no cycle in server/, no loop of its folders and no import up its layers', async () => {
    const result = await cruiseWithRepoRules(ROOT, ['server']);
    expect(result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`)).toEqual([]);
    const imports = serverFolderImports(result);
    expect(imports.length).toBeGreaterThan(100);
    expect(folderLoops(imports)).toEqual([]);
    expect(importsUpTheLayers(imports, SERVER_LAYERS)).toEqual([]);
  }, 60_000);

  it('counts an import from a lower layer into a higher one', () => {
    const imports = [
      { from: 'routes', to: 'db', file: 'server/routes/a.ts -> server/db/b.ts' },
      { from: 'db', to: 'routes', file: 'server/db/b.ts -> server/routes/a.ts' },
    ];
    expect(importsUpTheLayers(imports, SERVER_LAYERS)).toEqual(['server/db/b.ts -> server/routes/a.ts']);
    expect(() => importsUpTheLayers([{ from: 'jobz', to: 'db', file: '' }], SERVER_LAYERS)).toThrow(/in no layer/);
  });
});
