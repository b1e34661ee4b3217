import { describe, expect, it } from 'vitest';
import { inlineRefs } from '../../core/json-schema';

describe('inlineRefs', () => {
  const root = {
    definitions: { a: { type: 'string' }, b: { type: 'array', items: { $ref: '#/definitions/a' } } },
    $defs: { c: { anyOf: [{ $ref: '#/definitions/b' }, { type: 'null' }] } },
    loop: {},
  };

  it.each<[unknown, unknown]>([
    [
      { $ref: '#/definitions/a', title: 'A' },
      { type: 'string', title: 'A' },
    ],
    [{ $ref: '#/$defs/c' }, { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }] }],
    [
      { type: 'integer', enum: [1, 2] },
      { type: 'integer', enum: [1, 2] },
    ],
    ['plain', 'plain'],
  ])('%j -> %j', (schema, expected) => {
    expect(inlineRefs(schema, root)).toEqual(expected);
  });

  it.each(['#/definitions/missing', 'other.json#/a', '#/properties/x'])('throws on the unresolvable reference %s', (ref) => {
    expect(() => inlineRefs({ $ref: ref }, root)).toThrow(`Unresolvable schema reference "${ref}"`);
  });

  it('throws on a reference cycle', () => {
    const cyclic = { definitions: { x: { items: { $ref: '#/definitions/x' } } } };
    expect(() => inlineRefs({ $ref: '#/definitions/x' }, cyclic)).toThrow('nest too deep');
  });
});
