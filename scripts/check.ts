/**
 * `npm run check`: every step file and the flow against their meta-schemas, the funnel lint,
 * and every partner file (schema, theme contrast, copy keys, pricing rates, unique ids, logos that exist;
 * server/partners/load-partners.ts).
 * `npm run check -- partners/NAME.json` checks just those partner files.
 * Prints one `file:line: pointer: message` line per problem and exits 1, or one OK line.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fs from 'node:fs';
import { partnerLicenseWarnings } from '../core/check/lint-partner-licenses';
import { checkNewPartnerFile, loadPartners, partnerFilesIn } from '../server/partners/load-partners';
import { webhookSecretsOf } from '../server/config/webhook-secrets-of';
import { checkFunnel } from './check-funnel';

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
  const options = { publicDir: path.join(root, 'public'), webhookSecrets: webhookSecretsOf(env) };
  const partnersDir = path.join(root, 'partners');
  if (files.length > 0) {
    const problems = files.flatMap((f) => checkNewPartnerFile(path.resolve(f), partnersDir, options));
    return {
      problems,
      warnings: warningsOf(files.map((f) => path.resolve(f))),
      summary: `OK: ${files.length} partner file${files.length === 1 ? '' : 's'} valid`,
    };
  }
  const funnel = checkFunnel(root);
  const partners = loadPartners(partnersDir, options);
  return {
    problems: [...funnel.lines, ...partners.problems],
    warnings: warningsOf(partnerFilesIn(partnersDir)),
    summary: `OK: flow, ${funnel.stepCount} step files and ${partners.partners.length} partner files valid`,
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
  const { problems, warnings, summary } = runCheck(PROJECT_ROOT, process.argv.slice(2));
  for (const warning of warnings) console.warn(warning);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    console.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} found`);
    process.exit(1);
  }
  console.log(summary);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
