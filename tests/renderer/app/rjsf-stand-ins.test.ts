import { describe, expect, it } from 'vitest';
import { inlineSchemaRefs, type JsonSchema } from '../../../core/json-schema';
import { readFunnelFiles } from '../../helpers/read-funnel-files';
import fields from '../../../renderer/app/rjsf-fields';

const { steps, bookingSchema } = readFunnelFiles();
const booking = bookingSchema as JsonSchema & { properties: Record<string, JsonSchema> };

/** Every key used anywhere in a JSON value. */
function keysOf(value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) {
        keys.add(key);
        walk(child);
      }
  };
  walk(value);
  return keys;
}

// The builds give RJSF its leaf and object fields only, and no allOf merge (vite.config.ts, renderer/app/): what the
// step forms render must stay within them.
describe("the builds' stand-ins for RJSF's registry and allOf merge", () => {
  const stepFields = steps.flatMap((step) =>
    Object.entries(step.data.fields).map(([name, field]) => ({
      where: `${step.file} ${name}`,
      schema: { ...inlineSchemaRefs(booking.properties[name]!, booking), ...field.schema },
    })),
  );

  it('no step field is an anyOf, oneOf or allOf (RJSF fields left out), and arrays are multiple choices', () => {
    for (const { where, schema } of stepFields) {
      const keys = keysOf(schema);
      expect(
        ['anyOf', 'oneOf', 'allOf'].filter((key) => keys.has(key)),
        where,
      ).toEqual([]);
      if (schema.type === 'array') expect(keysOf(schema.items).has('enum'), where).toBe(true);
    }
  });

  it('neither the booking schema nor a step file has an allOf to merge', () => {
    expect(keysOf(bookingSchema).has('allOf')).toBe(false);
    for (const step of steps) expect(keysOf(step.data).has('allOf'), step.file).toBe(false);
  });

  it("keeps the fields those steps need, and RJSF's fallback for any other", () => {
    expect(Object.keys(fields()).sort()).toEqual(
      [
        'ArrayField',
        'BooleanField',
        'CyclicSchemaField',
        'FallbackField',
        'NullField',
        'NumberField',
        'ObjectField',
        'OptionalDataControlsField',
        'SchemaField',
        'StringField',
      ].sort(),
    );
  });
});
