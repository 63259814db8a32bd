import { containsNul, countNodes, jsonDepth, parseFormBody, parseJsonBody, refuseRequest } from './edge-limits';

describe('edge limits', () => {
  it('measures JSON depth without parsing, ignoring brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[["}')).toBe(1);
    expect(jsonDepth('['.repeat(10_000) + ']'.repeat(10_000), 32)).toBe(33);
  });

  it('refuses deep, wide and poisoned JSON with 400', () => {
    expect(() => parseJsonBody('['.repeat(10_000) + ']'.repeat(10_000))).toThrow('nested too deeply');
    expect(() => parseJsonBody(JSON.stringify(Array.from({ length: 20_001 }, () => 1)))).toThrow('too many fields');
    expect(() => parseJsonBody('{"__proto__":{"admin":true}}')).toThrow('not valid JSON');
    expect(() => parseJsonBody('{')).toThrow('not valid JSON');
    expect(parseJsonBody('{"a":[1,2]}')).toEqual({ a: [1, 2] });
  });

  it('counts nodes iteratively and stops early', () => {
    expect(countNodes({ a: [1, 2, { b: 3 }] })).toBe(5);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(countNodes(deep)).toBe(100_000);
  });

  it('parses forms with a cap on fields; repeated fields become lists', () => {
    expect(parseFormBody('a=1&b=2&a=3')).toEqual({ a: ['1', '3'], b: '2' });
    expect(() => parseFormBody(Array.from({ length: 101 }, (_, i) => `f${i}=1`).join('&'))).toThrow('too many fields');
    expect(parseFormBody('')).toEqual({});
  });

  it('refuses NUL characters anywhere and malformed ids, but not links that are not ids', () => {
    expect(containsNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(refuseRequest({ url: '/api/user/login', body: { username: 'a\u0000' } })?.message).toMatch(/NUL/);
    expect(refuseRequest({ url: '/api/user/getByName/a%00b', params: { name: 'a\u0000b' } })?.message).toMatch(/NUL/);
    expect(refuseRequest({ url: '/api/user/x', params: { id: 'x' } })?.code).toBe('GENERIC.VALIDATION');
    expect(refuseRequest({ url: '/api/payment/GetByUserId', body: { userId: 'nope' } })?.message).toBe('userId is not a valid id');
    expect(refuseRequest({ url: '/api/user/ActivateAccount/abc_def', params: { id: 'abc_def' } })).toBeNull();
    expect(refuseRequest({ url: '/api/payment/sandbox/SBO-1', params: { orderId: 'SBO-1' } })).toBeNull();
    expect(
      refuseRequest({ url: '/api/user/5f0e8a8e-4a4b-4c4d-8e8f-0a0b0c0d0e0f', params: { id: '5f0e8a8e-4a4b-4c4d-8e8f-0a0b0c0d0e0f' } }),
    ).toBeNull();
  });
});
