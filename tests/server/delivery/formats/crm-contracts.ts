/**
 * Each CRM's published field rules (the `documentation` of its formats/ file), as checks of a body our format made:
 * the problems, none when the CRM would take it. The contract tests hold every format's output to them.
 */
type Body = Record<string, unknown>;

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Granot's Moving Leads Submission API: Tier 1 present, the pickup date MM/DD/YYYY, a published move-size code. */
export const GRANOT_MOVE_SIZES = [
  'studio',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'office',
  'few',
  '20ft',
  '40ft',
  'other',
];
export function granotProblems(body: Body): string[] {
  const problems = ['firstname', 'lastname', 'email', 'mobile', 'fromzipcode', 'tozipcode', 'pickupdate1']
    .filter((field) => !text(body[field]))
    .map((field) => `Tier 1 ${field} missing`);
  if (text(body.pickupdate1) && !/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/.test(body.pickupdate1))
    problems.push('pickupdate1 not MM/DD/YYYY');
  if (text(body.mobile) && !/^\d{3}-\d{3}-\d{4}$/.test(body.mobile)) problems.push('mobile not a US number');
  for (const zip of ['fromzipcode', 'tozipcode'])
    if (text(body[zip]) && !/^\d{5}(-\d{4})?$/.test(String(body[zip]))) problems.push(`${zip} not a ZIP code`);
  if (body.movesizecode !== undefined && !GRANOT_MOVE_SIZES.includes(String(body.movesizecode)))
    problems.push('movesizecode not a Granot code');
  return problems;
}

/** Supermove's lead intake: a customer with a name, and a move_size among the values the company configured. */
export function supermoveProblems(body: Body, configuredMoveSizes: readonly string[]): string[] {
  const project = body.project as { customer?: Body; jobs?: Body[] } | undefined;
  const problems: string[] = [];
  if (!text(project?.customer?.first_name) || !text(project?.customer?.last_name)) problems.push('customer name missing');
  const job = project?.jobs?.[0];
  if (!job) return [...problems, 'no job'];
  if (job.move_size !== undefined && !configuredMoveSizes.includes(String(job.move_size)))
    problems.push(`unconfigured move_size ${String(job.move_size)}`);
  if (job.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(job.date))) problems.push('date not YYYY-MM-DD');
  const phone = project?.customer?.phone_number;
  if (phone !== undefined && !/^\d{10}$/.test(String(phone))) problems.push('phone_number not ten digits');
  return problems;
}

/** SmartMoving's Lead API: FirstName and LastName (never with FullName), MoveDate YYYYMMDD, PhoneType of its list. */
export function smartMovingProblems(body: Body): string[] {
  const problems: string[] = [];
  if (!text(body.FirstName) || !text(body.LastName)) problems.push('FirstName and LastName required');
  if (body.FullName !== undefined) problems.push('FullName given beside FirstName and LastName');
  if (body.MoveDate !== undefined && !/^\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.test(String(body.MoveDate)))
    problems.push('MoveDate not YYYYMMDD');
  if (body.PhoneType !== undefined && !['Mobile', 'Home', 'Office', 'Other'].includes(String(body.PhoneType)))
    problems.push('PhoneType not of its list');
  if (body.UserOptIn !== undefined && typeof body.UserOptIn !== 'boolean') problems.push('UserOptIn not true or false');
  return problems;
}
