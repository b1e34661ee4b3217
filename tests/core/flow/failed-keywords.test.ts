import { describe, expect, it } from 'vitest';
import { failedKeywords } from '../../../core/flow/failed-keywords';

describe('failedKeywords (the subset a step adds to a field)', () => {
  it.each<[unknown, Record<string, unknown>, string[]]>([
    ['yes', { type: 'string', enum: ['yes', 'no'] }, []],
    ['maybe', { type: 'string', enum: ['yes', 'no'] }, ['enum']],
    [true, { type: 'string', enum: ['yes', 'no'] }, ['type', 'enum']],
    [3, { type: ['integer', 'null'] }, []],
    [null, { type: ['integer', 'null'] }, []],
    [3.5, { type: 'integer' }, ['type']],
    [5, { minimum: 5, maximum: 5 }, []],
    [4, { minimum: 5, exclusiveMaximum: 4 }, ['minimum', 'exclusiveMaximum']],
    [5, { exclusiveMinimum: 5 }, ['exclusiveMinimum']],
    ['text', { minimum: 5 }, []],
    [750, { multipleOf: 250 }, []],
    [700, { multipleOf: 250 }, ['multipleOf']],
    ['ab', { minLength: 3, maxLength: 1 }, ['minLength', 'maxLength']],
    ['😀😀', { maxLength: 2 }, []],
    ['4B', { pattern: '^[0-9]+[A-Z]?$' }, []],
    ['B4', { pattern: '^[0-9]+[A-Z]?$' }, ['pattern']],
    [['a', 'a'], { uniqueItems: true, minItems: 3 }, ['uniqueItems', 'minItems']],
    [['a', 'b'], { maxItems: 1, items: { enum: ['a'] } }, ['maxItems', 'items']],
    ['x', { const: 'x', title: 'T', description: 'D', default: 'x' }, []],
    ['y', { const: 'x' }, ['const']],
  ])('%j against %j fails %j', (value, schema, expected) => {
    expect(failedKeywords(value, schema)).toEqual(expected);
  });

  it.each(['format', 'oneOf', 'if', '$ref', 'properties'])('throws on the keyword %s rather than skipping it', (keyword) => {
    expect(() => failedKeywords('x', { [keyword]: {} })).toThrow(`cannot check the field schema keyword "${keyword}"`);
  });

  it('throws on an unknown type name', () => {
    expect(() => failedKeywords('x', { type: 'text' })).toThrow('Unknown JSON Schema type "text"');
  });
});
