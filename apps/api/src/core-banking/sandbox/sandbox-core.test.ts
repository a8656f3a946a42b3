import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { coreMbankingUsers } from '../../db/schema/core.ts';
import { seedDemoData } from '../../demo-data.ts';
import { SecretBox } from '../../platform/auth/secret-box.ts';
import { TestClock } from '../../kernel/clock.ts';
import { openTestDatabase, testConfig } from '../../test/test-app.ts';
import { CoreRefusedError } from '../port.ts';
import { DEMO_CORE, listSmsOutbox, PIN_RESET_SMS, SandboxCore } from './index.ts';

const { org, otherOrg } = DEMO_CORE;
let database: Database;
let core: SandboxCore;
const clock = new TestClock('2026-11-21T09:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig();
  await seedDemoData(database, config, clock);
  core = new SandboxCore({ db: database.db, box: new SecretBox(config.dataEncryptionKey), clock });
});
afterAll(() => database.close());

describe('customer inquiry', () => {
  it('finds verified customers by phone, matching on digits', async () => {
    const one = await core.findCustomersByPhone(org, DEMO_CORE.onePhone);
    expect(one).toEqual([
      expect.objectContaining({ customerId: DEMO_CORE.oneCustomerId, name: DEMO_CORE.oneCustomerName }),
    ]);
    expect(await core.findCustomersByPhone(org, '615550001')).toEqual(one);
    expect(await core.findCustomersByPhone(org, '5550001')).toEqual(one);
    // Six digits are too few to match on a suffix.
    expect(await core.findCustomersByPhone(org, '550001')).toEqual([]);
    const two = await core.findCustomersByPhone(org, DEMO_CORE.twoPhone);
    expect(two.map((c) => c.customerId)).toEqual(DEMO_CORE.twoCustomerIds);
    expect(await core.findCustomersByPhone(org, DEMO_CORE.nonePhone)).toEqual([]);
    expect(await core.findCustomersByPhone(otherOrg, DEMO_CORE.onePhone)).toEqual([]);
    expect(await core.findCustomersByPhone(otherOrg, DEMO_CORE.otherOrgPhone)).toHaveLength(1);
  });

  it("lists a customer's accounts and refuses an unknown customer", async () => {
    const accounts = await core.customerAccounts(org, DEMO_CORE.oneCustomerId);
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).toMatchObject({
      account: DEMO_CORE.accountWithCards,
      accountType: 'SAV',
      currency: 'USD',
    });
    expect(accounts[0]).toMatchObject({
      branch: '001',
      accStatus: 'Active',
      mobileBanking: true,
      phone: DEMO_CORE.onePhone,
    });
    await expect(core.customerAccounts(org, 'C9999999')).rejects.toBeInstanceOf(CoreRefusedError);
    await expect(core.customerAccounts(otherOrg, DEMO_CORE.oneCustomerId)).rejects.toBeInstanceOf(
      CoreRefusedError,
    );
  });

  it('draws a deterministic 128×128 PNG per customer', async () => {
    const photo = await core.customerPhoto(org, DEMO_CORE.oneCustomerId);
    if (!photo) throw new Error('expected a photo');
    const png = photo.data;
    expect(photo.contentType).toBe('image/png');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([128, 128]);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(128 * (1 + 128 * 3));
    expect((await core.customerPhoto(org, DEMO_CORE.oneCustomerId))?.data.equals(png)).toBe(true);
    expect((await core.customerPhoto(org, DEMO_CORE.twoCustomerIds[0]))?.data.equals(png)).toBe(false);
    expect(await core.customerPhoto(org, DEMO_CORE.noPhotoCustomerId)).toBeNull();
    await expect(core.customerPhoto(org, 'C9999999')).rejects.toBeInstanceOf(CoreRefusedError);
  });
});

describe('mobile banking', () => {
  it('finds the DahabPlus user of a phone', async () => {
    expect(await core.mobileBankingUser(org, '615550001')).toEqual({
      name: DEMO_CORE.oneCustomerName,
      userId: DEMO_CORE.mbankingUserId,
    });
    expect(await core.mobileBankingUser(org, DEMO_CORE.nonePhone)).toBeNull();
    expect(await core.mobileBankingUser(otherOrg, DEMO_CORE.onePhone)).toBeNull();
  });

  it('resets the PIN: records the time and texts the customer without a PIN', async () => {
    clock.set('2026-11-21T10:15:00Z');
    await core.resetMobilePin(org, DEMO_CORE.oneCustomerId, DEMO_CORE.onePhone);
    const [user] = await database.db
      .select()
      .from(coreMbankingUsers)
      .where(eq(coreMbankingUsers.userId, DEMO_CORE.mbankingUserId));
    expect(user?.pinResetAt).toEqual(new Date('2026-11-21T10:15:00Z'));
    const [sms] = await listSmsOutbox(database.db, { phone: '615550001', size: 5 });
    expect(sms).toMatchObject({ phone: DEMO_CORE.onePhone, text: PIN_RESET_SMS });
    expect(sms?.text).not.toMatch(/\d{4}/);
  });

  it('refuses a PIN reset for a blocked user, a customer without DahabPlus, or a foreign mobile', async () => {
    const reset = (customerId: string, mobile: string) => core.resetMobilePin(org, customerId, mobile);
    await expect(reset(DEMO_CORE.blockedCustomerId, DEMO_CORE.blockedPhone)).rejects.toThrow(/blocked/);
    await expect(reset(DEMO_CORE.noMbankingCustomerId, DEMO_CORE.twoPhone)).rejects.toThrow(/not registered/);
    await expect(reset(DEMO_CORE.oneCustomerId, DEMO_CORE.nonePhone)).rejects.toThrow(/does not belong/);
    await expect(reset('C9999999', DEMO_CORE.onePhone)).rejects.toBeInstanceOf(CoreRefusedError);
  });

  it('sends text messages into the outbox, newest first', async () => {
    await core.sendSms(org, '+252615550777', 'first');
    await core.sendSms(org, '+252615550777', 'second');
    await core.sendSms(org, '+252615550778', 'elsewhere');
    const mine = await listSmsOutbox(database.db, { phone: '615550777', size: 10 });
    expect(mine.map((m) => m.text)).toEqual(['second', 'first']);
    expect((await listSmsOutbox(database.db, { size: 1 })).map((m) => m.text)).toEqual(['elsewhere']);
    await expect(core.sendSms(org, '', 'nowhere')).rejects.toBeInstanceOf(CoreRefusedError);
  });
});
