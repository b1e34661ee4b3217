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
import { JsonSyntaxError, parseJsonWithLines } from './parse-json-with-lines';
import { fieldOf } from '../../core/is-record';

export interface PartnerCheckOptions {
  /** WEBHOOK_ALLOW_PRIVATE_NETWORK=true (the default reads the environment): webhooks to private and loopback addresses pass. */
  allowPrivateNetwork?: boolean;
}

/** One partner file's verdict: the partner when it is valid, and one line per mistake. */
export interface PartnerFileResult {
  partner?: Partner;
  problems: string[];
}

// verbose: errors carry the schema node, whose description tells the admin what is allowed.
const ajv = new Ajv({ allErrors: true, strict: true, verbose: true });
addFormats(ajv);
// partner.schema.json's `pricing` refers to it by its $id.
ajv.addSchema(partnerPricingSchema);
// The partner type is derived from the same schema (core/partner.ts), so a file that passes is a Partner.
const validatePartner = ajv.compile<Partner>(partnerSchema);
/** Every text a partner may override (the step files and the frame's defaults). */
const COPY_DEFAULTS = partnerCopyDefaults(Object.values(stepFiles));

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
 * `partners/x.json:12: /phone: ...`), and that the slug equals the file name.
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
  const found: DescribedError[] = [];
  const partner = validatePartner(parsed.data) ? parsed.data : undefined;
  if (!partner) found.push(...describeSchemaErrors(validatePartner.errors ?? []));
  // What the schema cannot say (contrast, copy keys, pricing order); only on parts whose shape is right.
  const allowPrivate = options.allowPrivateNetwork ?? process.env.WEBHOOK_ALLOW_PRIVATE_NETWORK?.trim() === 'true';
  found.push(...findPartnerProblems(parsed.data, COPY_DEFAULTS, new Set(found.map((p) => p.pointer)), allowPrivate));
  const slug = fieldOf(parsed.data, 'slug');
  const expected = path.basename(file, '.json');
  if (typeof slug === 'string' && slug !== expected) {
    found.push({ pointer: '/slug', message: `slug "${slug}" must equal the file name "${expected}"` });
  }
  // In file order, so an admin can fix them top to bottom.
  const problems = found
    .map((p) => ({ ...p, line: parsed.lineOf(p.pointer) }))
    .sort((a, b) => a.line - b.line)
    .map((p) => line(file, p.line, p.pointer, p.message));
  return partner && problems.length === 0 ? { partner, problems } : { problems };
}

/**
 * Reads and checks every partners/*.json (docs/PARTNERS.md), then that partner ids and depot
 * ids are unique across files. Only valid partners are returned; callers decide whether any
 * problem stops the server.
 */
export function loadPartners(dir: string, options: PartnerCheckOptions = {}): { partners: Partner[]; problems: string[] } {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
  const partners: Partner[] = [];
  const problems: string[] = [];
  const partnerIds = new Map<number, string>();
  const depotIds = new Map<number, string>();
  for (const file of files) {
    const result = checkPartnerFile(file, options);
    problems.push(...result.problems);
    if (!result.partner) continue;
    const { partner } = result;
    const lines = parseJsonWithLines(fs.readFileSync(file, 'utf8'));
    const duplicates: string[] = [];
    const owner = partnerIds.get(partner.id);
    if (owner) duplicates.push(line(file, lines.lineOf('/id'), '/id', `id ${partner.id} is already used by ${owner}; each partner needs its own id`));
    partner.locations.forEach((location, i) => {
      const depotOwner = depotIds.get(location.id);
      const pointer = `/locations/${i}/id`;
      if (depotOwner) duplicates.push(line(file, lines.lineOf(pointer), pointer, `depot id ${location.id} is already used by ${depotOwner}; each depot needs its own id`));
      else depotIds.set(location.id, `${label(file)}${pointer}`);
    });
    if (!owner) partnerIds.set(partner.id, label(file));
    problems.push(...duplicates);
    if (duplicates.length === 0) partners.push(partner);
  }
  return { partners, problems };
}
