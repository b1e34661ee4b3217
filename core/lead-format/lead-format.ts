/**
 * A CRM's lead format (schemas/lead-format.schema.json, formats/*.json, docs/LEADS.md "CRM formats"): for each field
 * of the CRM's body, the lead field it comes from and one transform of a closed set; the lead fields the CRM does not
 * take, by name; the targets it refuses a lead without; and what each event does there.
 */

/** A value a format writes as it is: a constant, or an enum map's target. */
export type FormatScalar = string | number | boolean;

/** Our value as text ("apartment", "2") to the CRM's; `otherwise` for anything unlisted (a number's buckets). */
export interface EnumMap {
  map: Readonly<Record<string, FormatScalar>>;
  otherwise?: FormatScalar;
}

export type FieldTransform =
  /** YYYY, MM and DD in a pattern: "MM/DD/YYYY", "YYYYMMDD". */
  | { date: string }
  /** A US phone as ten digits, or as 415-555-0100. */
  | { phone: 'digits' | 'dashes' }
  | EnumMap
  /** Every source with a value, as text, `labels` written before the sources they name. */
  | { join: string; labels?: Readonly<Record<string, string>> }
  /** A number to this many decimal places. */
  | { round: number };

export interface FormatField {
  /** Dotted path in the CRM's body; a number segment is a list position. */
  target: string;
  /** The lead field(s) it comes from; several are joined, or the first with a value is taken. */
  from?: string | readonly string[];
  constant?: FormatScalar;
  transform?: FieldTransform;
}

/** create: send the lead; note: send it with what happened written into the note target; skip: send nothing. */
export type FormatAction = 'create' | 'note' | 'skip';

/** The events of a booking a webhook may take (schemas/partner.schema.json). */
export const FORMAT_EVENT_TYPES = [
  'booking.converted',
  'booking.conversion_withdrawn',
  'booking.updated',
  'booking.cancelled',
  'booking.abandoned',
] as const;
export type FormatEventType = (typeof FORMAT_EVENT_TYPES)[number];

export interface LeadFormat {
  name: string;
  title: string;
  documentation?: string;
  fields: readonly FormatField[];
  dropped: readonly string[];
  required: readonly string[];
  note?: string;
  events: Readonly<Record<FormatEventType, FormatAction>>;
}

/** A partner webhook's own enum maps (its move sizes, its service codes), by the format field's target. */
export type EnumMapOverrides = Readonly<Record<string, EnumMap>>;

export const isEnumMap = (transform: FieldTransform | undefined): transform is EnumMap => transform !== undefined && 'map' in transform;

/** A field's sources as a list. */
export const sourcesOf = (field: FormatField): readonly string[] =>
  field.from === undefined ? [] : typeof field.from === 'string' ? [field.from] : field.from;
