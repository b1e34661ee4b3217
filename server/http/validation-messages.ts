/**
 * Turns ajv errors of a request body into the `messages` the browser shows. Field texts come from the
 * step files' messages (docs/FUNNEL.md#validation) where one exists for that field and keyword; otherwise a
 * readable 'field: problem' line, so an API caller always learns which field is wrong.
 */
import type { ErrorObject } from 'ajv';

/** Looks up the step-file message for a booking field and keyword, with `{min}`-style placeholders filled. */
export type FieldMessageLookup = (field: string, keyword: string, params: Record<string, unknown>) => string | undefined;

export function validationMessages(errors: readonly ErrorObject[], lookup: FieldMessageLookup = () => undefined): string[] {
  const messages = errors.filter((error) => !isAnyOfSummary(error)).map((error) => messageFor(error, lookup));
  return [...new Set(messages)];
}

/** anyOf and if/then/else report each branch and then a summary ('must match "else" schema'); the branches already say what is wrong. */
function isAnyOfSummary(error: ErrorObject): boolean {
  return error.keyword === 'anyOf' || error.keyword === 'if';
}

function messageFor(error: ErrorObject, lookup: FieldMessageLookup): string {
  const segments = error.instancePath.split('/').slice(1).map(decodePointerSegment);
  // The body is { booking: {...}, ... }: name fields relative to the booking.
  const inBooking = segments[0] === 'booking';
  const fieldSegments = inBooking ? segments.slice(1) : segments;
  const params: Record<string, unknown> = error.params;

  if (error.keyword === 'additionalProperties') {
    return `${joinPath([...fieldSegments, String(params.additionalProperty)])}: is not a known field`;
  }
  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    const known = inBooking && fieldSegments.length === 0 ? lookup(missing, 'required', params) : undefined;
    return known ?? `${joinPath([...fieldSegments, missing])}: is required`;
  }
  const topField = fieldSegments[0];
  if (inBooking && topField !== undefined && fieldSegments.length === 1) {
    const known = lookup(topField, error.keyword, params);
    if (known) return known;
  }
  const where = fieldSegments.length > 0 ? joinPath(fieldSegments) : inBooking ? 'booking' : 'body';
  return `${where}: ${error.message ?? error.keyword}`;
}

function decodePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** `pricingSections/0/type` reads as `pricingSections[0].type`. */
function joinPath(segments: readonly string[]): string {
  return segments.reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment), '');
}
