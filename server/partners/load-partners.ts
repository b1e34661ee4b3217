import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import partnerSchema from '../../schemas/partner.schema.json';
import partnerPricingSchema from '../../schemas/partner-pricing.schema.json';
import type { Partner } from '../../core/partner';
import { describeSchemaErrors, type DescribedError } from '../../core/check/describe-schema-errors';
import { stepFiles } from '../../core/generated/funnel-files';
import { partnerCopyDefaults } from '../../core/copy/partner-copy-defaults';
import { findPartnerProblems } from '../../core/check/find-partner-problems';
import { countFields } from '../../core/count-fields';
import type { SchemaNode } from '../../core/check/schema-at-path';
import { yesNoFields } from '../../core/yes-no-fields';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { bookingSchema } from '../../core/generated/booking-schema';
import { JsonSyntaxError, parseJsonWithLines } from './parse-json-with-lines';
import { fieldOf } from '../../core/is-record';
import { findMissingAssets } from './find-missing-assets';
import { findUnsetWebhookSecrets } from './find-unset-webhook-secrets';
import { findUnsetAuthVariables } from './find-unset-auth-variables';
import { findWebhookFormatProblems } from './find-webhook-format-problems';
import type { LeadFormat } from '../../core/lead-format/lead-format';
import type { LeadField } from '../../core/lead-format/lead-fields';
import { shippedLeadFormats } from './shipped-lead-formats';
import { emptyTakenIds, findIdClashes, takeIds, type TakenIds } from './partner-ids';

/** Where the files a partner names live: `public/`, whose `logo` and `about.image` paths are checked against it. */
export interface PartnerCheckOptions {
  publicDir?: string;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORK=true (the default reads the environment): webhooks to private and loopback addresses pass. */
  allowPrivateNetwork?: boolean;
  /** The `whsec_…` variables of the environment (server/config/webhook-secrets-of.ts): with them, a `secretEnv` naming none is a problem. */
  webhookSecrets?: Readonly<Record<string, string>>;
  /** The environment: with it, a webhook `auth` variable it does not set is a problem. */
  environment?: Readonly<Record<string, string | undefined>>;
  /** The CRM formats a webhook may name, and the lead fields they map (the shipped formats/ by default). */
  leadFormats?: { formats: ReadonlyMap<string, LeadFormat>; fields: readonly LeadField[] };
}

/** One partner file's verdict: the partner when it is valid, one line per mistake, and its data when it parses. */
export interface PartnerFileResult {
  partner?: Partner;
  problems: string[];
  /** The parsed file, valid or not, so its ids are checked with its other faults. */
  data?: unknown;
}

// verbose: errors carry the schema node, whose description tells the admin what is allowed.
const ajv = new Ajv({ allErrors: true, strict: true, verbose: true });
addFormats(ajv);
// partner.schema.json's `pricing` refers to it by its $id.
ajv.addSchema(partnerPricingSchema);
// The partner type is derived from the same schema (core/partner.ts; its pricing as the estimate reads it), so a file that passes is a Partner.
const validatePartner = ajv.compile<Partner>(partnerSchema);
/** Every text a partner may override (the step files and the frame's defaults). */
const COPY_DEFAULTS = partnerCopyDefaults(Object.values(stepFiles));
/** What a partner's fees may name, and the schemas their conditions are linted against. */
const FEE_FIELDS = {
  countFields: countFields(funnelDefinition, bookingSchema),
  yesNoFields: yesNoFields(funnelDefinition),
  // Plain JSON schema, read key by key by the condition lint (core/check/schema-at-path.ts): sound as a SchemaNode.
  bookingSchema: bookingSchema as unknown as SchemaNode,
  partnerSchema,
};

/** How a file is named in messages: relative to the working directory, with forward slashes. */
function label(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return (relative.startsWith('..') ? file : relative).split(path.sep).join('/');
}

function line(file: string, lineNumber: number, pointer: string, message: string): string {
  return `${label(file)}:${lineNumber}: ${pointer || '/'}: ${message}`;
}

/**
 * Checks one partner file: JSON syntax, the partner schema (one plain-words line per mistake,
 * `partners/x.json:12: /phone: ...`), that the slug equals the file name, and (with `publicDir`) that the
 * logo and About picture it names exist.
 */
export function checkPartnerFile(file: string, options: PartnerCheckOptions = {}): PartnerFileResult {
  const text = fs.readFileSync(file, 'utf8');
  let parsed: ReturnType<typeof parseJsonWithLines>;
  try {
    parsed = parseJsonWithLines(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { problems: [line(file, error.line, '', error.message)] };
    throw error;
  }
  const found: Array<DescribedError & { line?: number }> = parsed.duplicateKeys.map(({ pointer, line: at }) => ({
    pointer,
    line: at,
    message: `"${pointer.slice(pointer.lastIndexOf('/') + 1)}" is given twice in this object; only the last one would count: keep one`,
  }));
  const partner = validatePartner(parsed.data) ? parsed.data : undefined;
  if (!partner) found.push(...describeSchemaErrors(validatePartner.errors ?? []));
  // What the schema cannot say (contrast, copy keys, pricing order); only on parts whose shape is right.
  const allowPrivate = options.allowPrivateNetwork ?? process.env.WEBHOOK_ALLOW_PRIVATE_NETWORK?.trim() === 'true';
  found.push(...findPartnerProblems(parsed.data, COPY_DEFAULTS, new Set(found.map((p) => p.pointer)), FEE_FIELDS, allowPrivate));
  const slug = fieldOf(parsed.data, 'slug');
  const expected = path.basename(file, '.json');
  if (typeof slug === 'string' && slug !== expected) {
    found.push({ pointer: '/slug', message: `slug "${slug}" must equal the file name "${expected}"` });
  }
  if (options.publicDir) found.push(...findMissingAssets(parsed.data, options.publicDir));
  if (options.webhookSecrets) found.push(...findUnsetWebhookSecrets(parsed.data, options.webhookSecrets));
  if (options.environment) found.push(...findUnsetAuthVariables(parsed.data, options.environment));
  const leadFormats = options.leadFormats ?? shippedLeadFormats();
  found.push(...findWebhookFormatProblems(parsed.data, leadFormats.formats, leadFormats.fields));
  // In file order, so an admin can fix them top to bottom.
  const problems = found
    .map((p) => ({ ...p, line: p.line ?? parsed.lineOf(p.pointer) }))
    .sort((a, b) => a.line - b.line)
    .map((p) => line(file, p.line, p.pointer, p.message));
  return partner && problems.length === 0 ? { partner, problems, data: parsed.data } : { problems, data: parsed.data };
}

export function partnerFilesIn(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** The id clashes of a file's data with `taken`, as problem lines of `file`. */
function clashLines(file: string, data: unknown, taken: TakenIds): string[] {
  const { lineOf } = parseJsonWithLines(fs.readFileSync(file, 'utf8'));
  return findIdClashes(data, taken).map((clash) => line(file, lineOf(clash.pointer), clash.pointer, clash.message));
}

/**
 * Reads and checks every partners/*.json (docs/PARTNERS.md), then that partner ids and depot
 * ids are unique across files (a clash is blamed on the later file). Only valid partners are returned;
 * callers decide whether any problem stops the server.
 */
export function loadPartners(dir: string, options: PartnerCheckOptions = {}): { partners: Partner[]; problems: string[] } {
  const partners: Partner[] = [];
  const problems: string[] = [];
  const taken = emptyTakenIds();
  for (const file of partnerFilesIn(dir)) {
    const result = checkPartnerFile(file, options);
    problems.push(...result.problems);
    if (result.data === undefined) continue;
    // An invalid file's clashes are told with its other faults; only a valid file holds its ids against later ones.
    const clashes = clashLines(file, result.data, taken);
    problems.push(...clashes);
    if (!result.partner) continue;
    takeIds(result.partner, label(file), taken);
    if (clashes.length === 0) partners.push(result.partner);
  }
  return { partners, problems };
}

/**
 * One partner file checked as a newcomer to `dir` (`npm run check -- partners/new.json`): its own problems,
 * then its ids against every other valid file there, so a clash is blamed on this file whatever its name; all in
 * one run, however many other faults the file has.
 */
export function checkNewPartnerFile(file: string, dir: string, options: PartnerCheckOptions = {}): string[] {
  const result = checkPartnerFile(file, options);
  if (result.data === undefined) return result.problems;
  const taken = emptyTakenIds();
  for (const other of partnerFilesIn(dir).filter((candidate) => path.resolve(candidate) !== path.resolve(file))) {
    const existing = checkPartnerFile(other).partner;
    if (existing) takeIds(existing, label(other), taken);
  }
  return [...result.problems, ...clashLines(file, result.data, taken)];
}
