import { isRecord } from '../is-record';

/**
 * Writes `value` at a dotted target of a CRM body, making the objects and lists on the way: a number segment is a
 * list position (`project.jobs.0.move_size`).
 */
export function setTarget(body: Record<string, unknown>, target: string, value: unknown): void {
  const keys = target.split('.');
  let node: Record<string, unknown> | unknown[] = body;
  keys.forEach((key, index) => {
    const last = index === keys.length - 1;
    const nextIsIndex = !last && /^\d+$/.test(keys[index + 1]!);
    const slot = Array.isArray(node) ? Number(key) : key;
    const current: unknown = Array.isArray(node) ? node[Number(key)] : node[key];
    const next = last ? value : isRecord(current) || Array.isArray(current) ? current : nextIsIndex ? [] : {};
    if (Array.isArray(node)) node[Number(slot)] = next;
    else node[key] = next;
    if (!last && (isRecord(next) || Array.isArray(next))) node = next;
  });
}
