/**
 * `npm run insights -- <partner> [--days 30] [--by source|device|service|dayPrice] [--json] [--out <file>]`
 * (docs/PARTNERS.md, "Reading the insights report"): the partner's funnel as a table on stdout (or the report as JSON
 * with --json), and the same report as one self-contained HTML file, DATA_DIR/insights/<partner>.html unless --out says
 * where. While the server runs it asks the server over loopback (server/routes/insights-operator-route.ts), so it
 * works on the embedded database too; otherwise it opens the database itself (DATABASE_URL, else PGlite under DATA_DIR).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { systemClock } from '../core/clock';
import type { InsightsReport } from '../core/insights/insights-report';
import { isRecord } from '../core/is-record';
import { INSIGHT_CUTS, type InsightCut } from '../core/insights/insight-vocabulary';
import { loadConfig } from '../server/config/load-config';
import { embeddedServerPid } from '../server/db/embedded-server-pid';
import { openDatabase } from '../server/db/open-database';
import { readOperatorAccess } from '../server/delivery/operator/operator-access';
import { latestReportFile } from '../server/insights/latest-report-file';
import { makeInsightsReport, type ReportOptions } from '../server/insights/make-insights-report';
import { renderReportHtml } from '../server/insights/report/render-report-html';
import { reportTable } from '../server/insights/report/report-table';
import { loadPartners } from '../server/partners/load-partners';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE = `Usage: npm run insights -- <partner> [--days 30] [--by ${INSIGHT_CUTS.join('|')}] [--json] [--out <file>]`;

interface Command {
  partner: string;
  days: number;
  by: InsightCut | null;
  json: boolean;
  out: string | null;
}

function parse(args: string[]): Command | null {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { days: { type: 'string' }, by: { type: 'string' }, json: { type: 'boolean' }, out: { type: 'string' } },
    });
    const days = values.days === undefined ? 30 : Number(values.days);
    const by = values.by === undefined ? null : (INSIGHT_CUTS.find((cut) => cut === values.by) ?? undefined);
    if (positionals.length !== 1 || !Number.isInteger(days) || days < 1 || by === undefined) return null;
    return { partner: positionals[0]!, days, by, json: values.json === true, out: values.out ?? null };
  } catch {
    return null;
  }
}

/** The route answers makeInsightsReport's report as JSON: its funnel and partner say it is one. */
function isReport(value: unknown): value is InsightsReport {
  return isRecord(value) && isRecord(value.funnel) && isRecord(value.partner) && typeof value.from === 'string';
}

async function fromServer(url: string, token: string, command: Command): Promise<InsightsReport | null> {
  const query = new URLSearchParams({ days: String(command.days), ...(command.by && { by: command.by }) });
  const response = await fetch(`${url}/operator/v1/insights/${encodeURIComponent(command.partner)}?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The server answered ${response.status}: ${await response.text()}`);
  const answer: unknown = await response.json();
  if (!isReport(answer)) throw new Error('The server answered something that is not an insights report');
  return answer;
}

async function fromDatabase(command: Command, options: ReportOptions): Promise<InsightsReport | null> {
  const config = loadConfig(process.env);
  if (!config.databaseUrl) {
    const pid = embeddedServerPid(config.dataDir);
    if (pid !== null) throw new Error(`The server (pid ${pid}) holds ${config.dataDir} but left no operator.json there: restart it.`);
  }
  const { partners, problems } = loadPartners(process.env.PARTNERS_DIR?.trim() || join(ROOT, 'partners'));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const partner = partners.find((candidate) => candidate.slug === command.partner);
  if (!partner) return null;
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
  );
  try {
    return await makeInsightsReport(database.db, partner, options);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const command = parse(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig(process.env);
  const access = readOperatorAccess(config.dataDir);
  const started = performance.now();
  const report = access
    ? await fromServer(access.url, access.token, command)
    : await fromDatabase(command, { days: command.days, by: command.by, now: systemClock.now() });
  if (!report) {
    console.error(`No partner ${command.partner}.`);
    process.exitCode = 1;
    return;
  }
  const file = command.out ?? latestReportFile(config.dataDir, command.partner);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderReportHtml(report));
  console.log(command.json ? JSON.stringify(report, null, 2) : reportTable(report));
  console.error(`Report written to ${file} (${Math.round(performance.now() - started)} ms).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
