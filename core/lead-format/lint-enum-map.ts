import type { DescribedError } from '../check/describe-schema-errors';
import type { EnumMap } from './lead-format';
import type { LeadField } from './lead-fields';

/**
 * An enum map (a format's, or a partner's own in place of it) against the lead fields it reads: every value of ours
 * has a target value, every key is one of our values, and a number field (a count, no list of values) has `otherwise`.
 */
export function lintEnumMap(map: EnumMap, sources: readonly LeadField[], pointer: string): DescribedError[] {
  const problems: DescribedError[] = [];
  for (const source of sources) {
    if (source.values) {
      const missing = source.values.map(String).filter((value) => !(value in map.map));
      if (missing.length > 0) {
        problems.push({
          pointer: `${pointer}/map`,
          message: `${source.path} ${missing.map((value) => `"${value}"`).join(', ')} ${missing.length === 1 ? 'has' : 'have'} no target value: add ${missing.length === 1 ? 'it' : 'them'} to the map`,
        });
      }
      const ours = new Set(source.values.map(String));
      const strangers = Object.keys(map.map).filter((key) => !ours.has(key));
      if (strangers.length > 0) {
        problems.push({
          pointer: `${pointer}/map`,
          message: `${strangers.map((key) => `"${key}"`).join(', ')} ${strangers.length === 1 ? 'is not a value' : 'are not values'} of ${source.path} (${[...ours].join(', ')})`,
        });
      }
    } else if (map.otherwise === undefined) {
      problems.push({
        pointer,
        message: `${source.path} is ${source.numeric ? 'a number' : 'free text'}, not a list of values: give "otherwise", the target value for what the map does not list`,
      });
    }
  }
  return problems;
}
