import { describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE_MESSAGE } from '#domain/shared/dates.ts';
import { cleanInput } from './clean-input.ts';

describe('cleanInput', () => {
  it('strips control characters from strings and keys at any depth, keeping newlines and tabs', () => {
    const input = JSON.parse('{"na\\u0000me":"Da\\u001bna","notes":["a\\tb\\nc","x\\u007fy"],"nested":{"deep":{"v":"ok\\u202e"}}}');
    expect(cleanInput(input)).toEqual({ ok: true, value: { name: 'Dana', notes: ['a\tb\nc', 'xy'], nested: { deep: { v: 'ok' } } } });
  });

  it('leaves the input untouched and passes on what needs no cleaning as it is', () => {
    const input = JSON.parse('{"zipcode":"10001","rent":1900,"list":[1,"two",null,true],"inner":{"k":"v"}}');
    const copy = structuredClone(input);
    const result = cleanInput(input);
    expect(result).toEqual({ ok: true, value: copy });
    expect(result.ok && result.value).toBe(input);
    const dirty = JSON.parse('{"a":"1","b":"x\\u0000","c":{"d":"e"}}');
    const cleaned = cleanInput(dirty);
    expect(cleaned).toEqual({ ok: true, value: { a: '1', b: 'x', c: { d: 'e' } } });
    expect(dirty.b).toBe('x\u0000');
  });

  it('refuses dates outside the accepted years and bodies nested too deeply', () => {
    expect(cleanInput({ leaseEnd: '1850-01-01' })).toEqual({ ok: false, message: DATE_OUT_OF_RANGE_MESSAGE });
    expect(cleanInput({ leaseEnd: '2026-12-01' })).toEqual({ ok: true, value: { leaseEnd: '2026-12-01' } });
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(cleanInput(deep)).toEqual({ ok: false, message: 'Request body is nested too deeply' });
  });

  it('keeps a __proto__ key as an own property of a cleaned copy, never as its prototype', () => {
    const input = JSON.parse('{"__proto__":{"zipcode":"10001"},"name":"A\\u0000"}');
    const result = cleanInput(input);
    expect(result.ok).toBe(true);
    const value = (result as { value: Record<string, unknown> }).value;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect((value as { zipcode?: string }).zipcode).toBeUndefined();
    expect(value.name).toBe('A');
  });
});
