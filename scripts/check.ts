/**
 * `npm run check`: every step file and the flow against their meta-schemas, the funnel lint,
 * every partner file (schema, theme contrast, copy keys, pricing rates, unique ids, logos that exist, webhook formats
 * and the environment variables they name; server/partners/load-partners.ts), and every CRM format of formats/ against
 * the lead schema (server/partners/load-lead-formats.ts).
 * `npm run check -- partners/NAME.json` checks just those partner files; `-- --formats` first prints where every
 * lead field goes in each CRM format (scripts/format-coverage.ts).
 * Prints one `file:line: pointer: message` line per problem and exits 1, or one OK line.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fs from 'node:fs';
import { partnerLicenseWarnings } from '../core/check/lint-partner-licenses';
import { checkNewPartnerFile, loadPartners, partnerFilesIn } from '../server/partners/load-partners';
import { webhookSecretsOf } from '../server/config/webhook-secrets-of';
import { checkFunnel } from './check-funnel';
import { formatCoverageLines } from './format-coverage';
import { formatLeadFields, loadLeadFormats } from '../server/partners/load-lead-formats';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs the checks; `files` limits it to those partner files, each checked against the other files of
 * `partners/` (ids) and `public/` (logos); `env` holds the webhook secrets the partner files name.
 */
export function runCheck(
  root: string,
  files: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): { problems: string[]; warnings: string[]; summary: string } {
  // The webhook secrets of this environment: a secretEnv naming none fails here as it would stop the server.
  const fields = formatLeadFields();
  const formats = loadLeadFormats(path.join(root, 'formats'), fields);
  const options = {
    publicDir: path.join(root, 'public'),
    webhookSecrets: webhookSecretsOf(env),
    environment: env,
    leadFormats: { formats: formats.formats, fields },
  };
  const partnersDir = path.join(root, 'partners');
  if (files.length > 0) {
    const problems = files.flatMap((f) => checkNewPartnerFile(path.resolve(f), partnersDir, options));
    return {
      problems: [...formats.problems, ...problems],
      warnings: warningsOf(files.map((f) => path.resolve(f))),
      summary: `OK: ${files.length} partner file${files.length === 1 ? '' : 's'} valid`,
    };
  }
  const funnel = checkFunnel(root);
  const partners = loadPartners(partnersDir, options);
  return {
    problems: [...funnel.lines, ...formats.problems, ...partners.problems],
    warnings: warningsOf(partnerFilesIn(partnersDir)),
    summary: `OK: flow, ${funnel.stepCount} step files, ${formats.formats.size} lead formats and ${partners.partners.length} partner files valid`,
  };
}

/** `partners/x.json: warning: /licenses: ...` for what a partner file may lack but should not (a file that does not parse has its problem). */
function warningsOf(files: readonly string[]): string[] {
  return files.flatMap((file) => {
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      return [];
    }
    const name = path.relative(process.cwd(), file).split(path.sep).join('/');
    return partnerLicenseWarnings(data).map((warning) => `${name}: warning: ${warning.pointer}: ${warning.message}`);
  });
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.includes('--formats')) {
    for (const line of formatCoverageLines(PROJECT_ROOT)) console.log(line);
  }
  const { problems, warnings, summary } = runCheck(
    PROJECT_ROOT,
    args.filter((arg) => arg !== '--formats'),
  );
  for (const warning of warnings) console.warn(warning);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    console.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} found`);
    process.exit(1);
  }
  console.log(summary);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
