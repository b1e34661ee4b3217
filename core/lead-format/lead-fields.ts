/**
 * Every field of the lead a format must account for (schemas/lead.schema.json): the schema's leaves as dotted paths
 * (`contact.firstName`, `origin.propertyType`, `depot.name`), lists and `changes` whole, and one `answers.<field>`
 * per field the funnel's steps ask, so a step added by JSON alone is a new lead field too.
 */
import { isRecord } from '../is-record';

export interface LeadField {
  path: string;
  /** The values it may hold, null left out, when the schema lists them. */
  values?: readonly unknown[];
  /** A number field without a list of values: an enum map of it needs `otherwise`. */
  numeric: boolean;
}

function resolve(node: unknown, root: Record<string, unknown>): Record<string, unknown> {
  if (!isRecord(node)) return {};
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return node;
  const target = resolve(root.definitions && isRecord(root.definitions) ? root.definitions[ref.slice(14)] : undefined, root);
  // A $ref beside its own keywords (a description) keeps them; the target's shape counts.
  return { ...node, ...target };
}

/** The object branch of an `anyOf` (an object or null), else the node itself. */
function objectBranch(node: Record<string, unknown>, root: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(node.anyOf)) return node;
  const branches = node.anyOf.map((branch) => resolve(branch, root));
  return branches.find((branch) => isRecord(branch.properties)) ?? branches[0] ?? node;
}

function walk(node: unknown, path: string, root: Record<string, unknown>, answerFields: readonly string[], into: LeadField[]): void {
  const schema = objectBranch(resolve(node, root), root);
  if (path === 'answers') {
    for (const field of answerFields) into.push({ path: `answers.${field}`, numeric: false });
    return;
  }
  if (isRecord(schema.properties)) {
    for (const [key, child] of Object.entries(schema.properties)) walk(child, path ? `${path}.${key}` : key, root, answerFields, into);
    return;
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const listed = Array.isArray(schema.enum) ? schema.enum.filter((value) => value !== null) : undefined;
  const values = listed ?? (types.includes('boolean') ? [true, false] : undefined);
  into.push({ path, ...(values && { values }), numeric: !values && (types.includes('number') || types.includes('integer')) });
}

/** The lead's fields, in the schema's order, with `answers.<field>` for each of `answerFields`. */
export function leadFields(leadSchema: unknown, answerFields: readonly string[]): LeadField[] {
  const root = isRecord(leadSchema) ? leadSchema : {};
  const fields: LeadField[] = [];
  walk(root, '', root, answerFields, fields);
  return fields;
}

/** Whether `path` is `prefix` or lies inside it (`origin.city` inside `origin`). */
export const within = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}.`);
