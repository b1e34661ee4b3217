import { fieldOf, isRecord } from '../../core/is-record';
import type { DescribedError } from '../../core/check/describe-schema-errors';
import { isEnumMap, sourcesOf, type EnumMap, type LeadFormat } from '../../core/lead-format/lead-format';
import { within, type LeadField } from '../../core/lead-format/lead-fields';
import { lintEnumMap } from '../../core/lead-format/lint-enum-map';

/** The body shapes every server knows beside the CRM formats of formats/. */
const BUILT_IN = ['lead', 'flat'];

function asEnumMap(value: unknown): EnumMap | null {
  if (!isRecord(value) || !isRecord(value.map)) return null;
  const map = Object.fromEntries(Object.entries(value.map).filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1])));
  const otherwise = value.otherwise;
  return typeof otherwise === 'string' || typeof otherwise === 'number' || typeof otherwise === 'boolean' ? { map, otherwise } : { map };
}

/**
 * Each webhook's `format` names a body shape there is (lead, flat or a CRM format of formats/), and its `enumMaps`
 * replace enum maps the format has, giving every value of ours a target value as the format's own must.
 */
export function findWebhookFormatProblems(
  data: unknown,
  formats: ReadonlyMap<string, LeadFormat>,
  fields: readonly LeadField[],
): DescribedError[] {
  const webhooks = fieldOf(fieldOf(data, 'delivery'), 'webhooks');
  if (!Array.isArray(webhooks)) return [];
  return webhooks.flatMap((webhook, index) => {
    const at = `/delivery/webhooks/${index}`;
    const name = fieldOf(webhook, 'format') ?? 'lead';
    if (typeof name !== 'string') return [];
    const format = formats.get(name);
    if (!format && !BUILT_IN.includes(name)) {
      const known = [...BUILT_IN, ...formats.keys()].map((known) => `"${known}"`).join(', ');
      return [{ pointer: `${at}/format`, message: `there is no format "${name}": ${known} (a CRM format is a file of formats/)` }];
    }
    const overrides = fieldOf(webhook, 'enumMaps');
    if (!isRecord(overrides)) return [];
    if (!format) return [{ pointer: `${at}/enumMaps`, message: `the "${name}" format has no enum maps: enumMaps go with a CRM format` }];
    return Object.entries(overrides).flatMap(([target, value]): DescribedError[] => {
      const pointer = `${at}/enumMaps/${target.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      const field = format.fields.find((candidate) => candidate.target === target && isEnumMap(candidate.transform));
      if (!field) {
        const maps = format.fields.filter((candidate) => isEnumMap(candidate.transform)).map((candidate) => `"${candidate.target}"`);
        return [{ pointer, message: `the ${format.name} format has no enum map at "${target}" (its maps: ${maps.join(', ') || 'none'})` }];
      }
      const map = asEnumMap(value);
      if (!map) return [];
      const sources = sourcesOf(field).flatMap((source) => fields.filter((leadField) => within(leadField.path, source)));
      return lintEnumMap(map, sources, pointer);
    });
  });
}
