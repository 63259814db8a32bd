import { RateLimitedError, Tx, UnitOfWork } from '@grimhunt/api-kernel';
import { Account } from '../../../domain/account.entity';
import { AccountRepository } from '../../ports/account.repository.port';
import { LoginThrottle } from '../../ports/login-throttle.port';
import { PasswordHasher } from '../../ports/password-hasher.port';
import { SessionRevocation } from '../../ports/session-revocation.port';
import { UpdateAccountHandler } from './update-account.handler';

const CURRENT = 'a'.repeat(64);
const WRONG = 'b'.repeat(64);
const NEXT = 'c'.repeat(64);

/** A unit of work that knows whether a transaction is open, and a hasher that notes when it ran inside one. */
function setup(blockAfter = Number.MAX_SAFE_INTEGER) {
  let inTx = false;
  const verifiedInTx: boolean[] = [];
  const account = new Account({
    id: 'u1',
    name: 'pat',
    email: 'pat@example.com',
    passwordHash: `hash:${CURRENT}`,
    role: 1,
    patreonType: 0,
    xp: 0,
    createdAt: new Date(0),
    lastLoginAt: null,
  });
  const uow: UnitOfWork = {
    run: async <T>(work: (tx: Tx) => Promise<T>) => {
      inTx = true;
      try {
        return await work({} as Tx);
      } finally {
        inTx = false;
      }
    },
  };
  const accounts = {
    findById: async () => account,
    getForUpdate: async () => account,
    save: async () => undefined,
  } as unknown as AccountRepository;
  const hasher: PasswordHasher = {
    hash: async (secret) => `hash:${secret}`,
    verify: async (hash, secret) => {
      verifiedInTx.push(inTx);
      return hash === `hash:${secret}`;
    },
  };
  const sessions: SessionRevocation = { announce: async () => undefined, forgetHere: () => undefined };
  let reserved = 0;
  const throttle: LoginThrottle = {
    reserve: async () => {
      if (++reserved > blockAfter) throw new RateLimitedError('Too many requests', 2);
    },
    succeeded: async () => {
      reserved = 0;
    },
  };
  return { handler: new UpdateAccountHandler(uow, accounts, hasher, sessions, throttle), account, verifiedInTx };
}

describe('UpdateAccountHandler', () => {
  it('checks the current password outside any transaction (no row lock or connection held during argon2)', async () => {
    const { handler, account, verifiedInTx } = setup();
    await handler.updatePassword('u1', 'u1', CURRENT, NEXT);
    await handler.updateEmail('u1', 'u1', NEXT, 'new@example.com');
    expect(verifiedInTx).toEqual([false, false]);
    expect(account.passwordHash).toBe(`hash:${NEXT}`);
    expect(account.email).toBe('new@example.com');
  });

  it('applies the login throttle to wrong current passwords, and refuses before verifying once blocked', async () => {
    const { handler, verifiedInTx } = setup(5);
    const answers: string[] = [];
    for (let i = 0; i < 8; i++) {
      answers.push(
        await handler.updatePassword('u1', 'u1', WRONG, NEXT).then(
          () => 'ok',
          (error: Error) => error.name,
        ),
      );
    }
    expect(answers).toEqual([...Array(5).fill('WrongPasswordError'), ...Array(3).fill('RateLimitedError')]);
    expect(verifiedInTx).toHaveLength(5);
  });

  it('refuses the change when the password changed between the check and the lock', async () => {
    const { handler, account } = setup();
    const original = account.changePasswordHash.bind(account);
    const accounts = (handler as unknown as { accounts: AccountRepository }).accounts;
    accounts.getForUpdate = async () => {
      original('hash:someone-else');
      return account;
    };
    await expect(handler.updateEmail('u1', 'u1', CURRENT, 'x@example.com')).rejects.toThrow('changed meanwhile');
  });
});
