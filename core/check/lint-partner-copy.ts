import { copyPlaceholders, FRAME_COPY_PREFIX } from '../copy/partner-copy-defaults';
import type { DescribedError } from './describe-schema-errors';
import { jsonPointer } from './json-pointer';
import { lintPunctuation } from './lint-punctuation';

const list = (items: Iterable<string>) => [...items].map((k) => `"${k}"`).join(', ');
const groupOf = (key: string) => (key.startsWith(FRAME_COPY_PREFIX) ? 'frame' : key.slice(0, Math.max(0, key.indexOf('.'))));

/**
 * A partner's `copy` against the texts that exist (partnerCopyDefaults): every key must name one,
 * never silently ignored, and a text may only use the `{placeholders}` its default has, since
 * nothing else would be filled in. Pure; pointers are into the partner file.
 */
export function lintPartnerCopy(copy: Readonly<Record<string, unknown>>, defaults: ReadonlyMap<string, string>): DescribedError[] {
  const problems: DescribedError[] = [];
  const groups = new Set([...defaults.keys()].map(groupOf));
  for (const [key, text] of Object.entries(copy)) {
    const pointer = jsonPointer('copy', key);
    const fallback = defaults.get(key);
    if (fallback === undefined) {
      const group = groupOf(key);
      const siblings = [...defaults.keys()].filter((k) => groupOf(k) === group);
      problems.push({
        pointer,
        message:
          siblings.length > 0
            ? `unknown copy key "${key}"; the texts of "${group}" are: ${list(siblings)}`
            : `unknown copy key "${key}": keys are "<step id>.<text>" or "frame.<text>"; step ids: ${list([...groups].filter((g) => g !== 'frame'))}`,
      });
      continue;
    }
    if (typeof text !== 'string') continue; // the schema reports the type
    problems.push(...lintPunctuation({ [key]: text }, 'copy'));
    const allowed = new Set(copyPlaceholders(fallback));
    for (const name of copyPlaceholders(text).filter((p) => !allowed.has(p))) {
      problems.push({
        pointer,
        message: `"{${name}}" is not filled in for "${key}"; ${allowed.size > 0 ? `this text may use ${[...allowed].map((p) => `{${p}}`).join(', ')}` : 'this text takes no {placeholders}'}`,
      });
    }
  }
  return problems;
}
