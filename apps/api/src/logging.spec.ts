import { logFormat } from './logging';

describe('logFormat', () => {
  it('is pretty on a terminal and JSON on a pipe or file', () => {
    expect(logFormat(true, 'info')).toBe('pretty');
    expect(logFormat(false, 'info')).toBe('json');
    expect(logFormat(undefined, 'debug')).toBe('json');
    expect(logFormat(true, 'silent')).toBe('json');
  });
});
