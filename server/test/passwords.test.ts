import { decoyHash, hashPassword, verifyPassword } from '../src/auth/passwords';

describe('scrypt password hashes', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery', 10);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('salts every hash and records its parameters', async () => {
    const [a, b] = await Promise.all([hashPassword('same password', 10), hashPassword('same password', 10)]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$[\w-]+\$[\w-]+$/);
  });

  it('verifies hashes made with another cost', async () => {
    const hash = await hashPassword('пароль на русском', 11);
    expect(await verifyPassword('пароль на русском', hash)).toBe(true);
  });

  it('rejects anything that is not one of its hashes', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', await decoyHash(10))).toBe(false);
  });
});
