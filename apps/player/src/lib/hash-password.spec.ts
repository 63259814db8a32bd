import { hashPassword } from './hash-password';

describe('hashPassword', () => {
  it('is the lowercase SHA-256 hex of the typed text', () => {
    // Known vectors (a script logging in as admin sends sha256("admin")).
    expect(hashPassword('admin')).toBe('8c6976e5b5410415bde908bd4dee15dfb167a9c873fc4bb8a81f6f2ab448a918');
    expect(hashPassword('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('hashes UTF-8 bytes', () => {
    expect(hashPassword('ü')).toBe('607474ca475a9724d7360aba71a56d5df77e61350e3f724cfa1f46e857e2d85f');
  });
});
