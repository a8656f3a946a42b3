import { randomInt } from 'node:crypto';
import { messages, type merchantsApi } from '@console/contract';
import type { Executor, Tx } from '../../db/client.ts';
import { created } from '../../db/versioning.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { hashPassword, passwordProblem } from '../../platform/auth/passwords.ts';
import { fail } from '../../kernel/errors.ts';
import type { SecurityPolicies } from '../../platform/security-policies.ts';
import * as repo from './users.repository.ts';

/** The role every merchant user gets: reading its own statement. */
export const MERCHANT_ROLE = 'Merchant';

// No look-alike characters: the password is read from an SMS and typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A first password's length: 16 characters (about 93 bits), or the policy's minimum when that is longer. */
const FIRST_PASSWORD_LENGTH = 16;

/** A first password of `length` characters from a CSPRNG. */
export function firstPassword(length = FIRST_PASSWORD_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/**
 * Merchant users (AppUsers/RegisterMerchantUser, once a supervisor approved it): a user named by
 * the merchant code, marked as a merchant, with the Merchant role and a first password it must
 * change at first sign-in; its two-factor set-up happens then, as for every new user.
 */
export class MerchantUsers {
  constructor(private readonly d: { policies: Pick<SecurityPolicies, 'passwordPolicy'> }) {}

  /**
   * Hashes a new first password, long enough for the policy in force; done before the transaction
   * that creates the user.
   */
  async preparePassword(userName: string): Promise<{ password: string; hash: string }> {
    const policy = await this.d.policies.passwordPolicy();
    const length = Math.max(FIRST_PASSWORD_LENGTH, policy.minLength);
    let password = firstPassword(length);
    while (passwordProblem(password, userName, policy)) password = firstPassword(length);
    return { password, hash: await hashPassword(password) };
  }

  /** Whether a user of this name exists already (the merchant's code names its user). */
  nameTaken(exec: Executor, userName: string): Promise<boolean> {
    return repo.userNameTaken(exec, userName);
  }

  /**
   * Creates the user inside the caller's transaction; 409 when the name is taken. The record says
   * who asked for it (`maker`), the activity event who approved it (`by`), with `remarks`.
   */
  async create(
    tx: Tx,
    input: { userName: string; phone: string; email: string; passwordHash: string; organizationId: string },
    by: Actor,
    made: { maker: Actor; remarks: string },
  ): Promise<merchantsApi.MerchantUser> {
    const roleId = await repo.roleIdByName(tx, MERCHANT_ROLE);
    if (!roleId) throw fail.rule(messages.merchantRoleMissing);
    if (await repo.userNameTaken(tx, input.userName)) throw fail.conflict(messages.userNameTaken);
    const id = await repo.insertUser(tx, {
      userName: input.userName,
      phone: input.phone,
      email: input.email,
      passwordHash: input.passwordHash,
      isMerchant: true,
      resetPassword: true,
      ...created(made.maker),
      passwordChangedAt: by.at,
    });
    if (!id) throw fail.conflict(messages.userNameTaken);
    await repo.addUserRoles(tx, id, [roleId], made.maker);
    await recordActivity(tx, by, {
      type: 'User',
      event: 'MerchantUserCreated',
      organizationId: input.organizationId,
      remarks: made.remarks,
      targetType: 'User',
      targetId: id,
    });
    return { id, userName: input.userName, email: input.email, phone: input.phone };
  }

  /** The user as the Merchant Access dialog shows it. */
  async contact(exec: Executor, id: string): Promise<merchantsApi.MerchantUser | null> {
    const user = await repo.findUserById(exec, id);
    return user ? { id: user.id, userName: user.userName, email: user.email, phone: user.phone } : null;
  }
}
