import { describe, expect, it } from 'vitest';
import { findDuplicateJsonKey } from './duplicate-json-keys';

describe('findDuplicateJsonKey', () => {
  it.each([
    ['no object', '[1, "a", true, null]', undefined],
    ['distinct keys', '{"a": 1, "b": 2}', undefined],
    ['a top-level repeat', '{"a": 1, "a": 2}', 'a'],
    ['a nested repeat', '{"a": {"b": 1, "c": {"d": 1, "d": 2}}}', 'd'],
    ['a repeat inside an array item', '{"lines": [{"id": 1}, {"id": 2, "id": 3}]}', 'id'],
    ['the same key in sibling objects', '{"lines": [{"id": 1}, {"id": 2}], "id": 3}', undefined],
    ['the same key at two depths', '{"a": {"a": {"a": 1}}}', undefined],
    ['a repeat written with an escape', '{"name": 1, "n\\u0061me": 2}', 'name'],
    ['keys differing by an escape', '{"a\\"b": 1, "a\\\\b": 2}', undefined],
    ['a value that looks like a key', '{"a": "b", "b": "a"}', undefined],
    ['braces and commas inside strings', '{"a": "{\\"a\\": 1, ", "b": "}", "a": 3}', 'a'],
    ['an empty object and an empty key', '{"": {}, "x": [], "": 1}', ''],
    ['whitespace everywhere', ' { "a" : 1 ,\n "a" : 2 } ', 'a'],
  ])('%s', (_what, json, expected) => {
    JSON.parse(json); // every case is valid JSON
    expect(findDuplicateJsonKey(json)).toBe(expected);
  });
});
