import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, P } from '@console/contract';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ORG = DEMO_CORE.org.id;
const OTHER_ORG_USER = 'DP200001';
const NO_OTP_USER = 'DP100002';
const all = [
  P.ViewMbankingUserInfo,
  P.ListOtpChannels,
  P.BlockMbankingUser,
  P.UnblockMbankingUser,
  P.ResendDahabPlusOtp,
];

const get = (url: string, who = 'support') =>
  t.app.inject({ url: `/api/api/MBankingSupport/${url}`, headers: bearer(tokens[who]!) });
const post = (url: string, payload: object, who = 'support') =>
  t.app.inject({
    method: 'POST',
    url: `/api/api/MBankingSupport/${url}`,
    headers: bearer(tokens[who]!),
    payload,
  });

async function events(event: string) {
  const res = await t.app.inject({
    url: `/api/api/Reports/Activity?type=MBankingUser&size=50`,
    headers: bearer(tokens.admin!),
  });
  return res
    .json<{ items: { event: string; createdBy: string; remarks: string | null }[] }>()
    .items.filter((e) => e.event === event);
}

beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  for (const name of ['support', 'admin', 'officer']) tokens[name] = await tokenFor(t, name);
  // Dahab Bank only (the officer's branch), with every support permission.
  tokens.dahabSupport = await tokenFor(t, 'officer', all);
  tokens.viewOnly = await tokenFor(t, 'support', [P.ViewMbankingUserInfo, P.AllOrganizations]);
});
afterAll(() => t.close());

describe('looking a DahabPlus user up', () => {
  it('finds the user by phone within an organization, and audits the lookup', async () => {
    const res = await get(`UserLookup/${ORG}/${encodeURIComponent(DEMO_CORE.blockedPhone)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: 'Hodan Yusuf Farah', userId: DEMO_CORE.blockedUserId });
    expect((await events('Lookup')).length).toBe(1);
    expect((await get(`UserLookup/${ORG}/${DEMO_CORE.nonePhone.slice(1)}`)).json()).toEqual({
      message: messages.mbankingUserNotFound,
    });
    const bad = await get(`UserLookup/${ORG}/61555x`);
    expect(bad.statusCode).toBe(400);
  });

  it('shows info, block state, paged transactions, linked accounts and pending OTPs', async () => {
    const res = await get(`UserInfo/${DEMO_CORE.blockedUserId}?page=1&size=3`);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json<{
      organizationName: string;
      info: { userId: string; fullName: string };
      isBlocked: { reason: string; blockedBy: string; blockedOn: string } | null;
      transactions: { items: { amount: string; createdOn: string }[]; totalItems: number; page: number };
      linkedAccounts: { entity: string; accountNo: string }[];
      pendingOtp: { platform: string; createdAt: string }[];
    }>();
    expect(info.organizationName).toBe('Dahab Bank');
    expect(info.info).toMatchObject({ userId: DEMO_CORE.blockedUserId, fullName: 'Hodan Yusuf Farah' });
    expect(info.isBlocked).toMatchObject({
      reason: 'Several wrong PINs from a new device',
      blockedBy: 'support',
    });
    expect(info.transactions).toMatchObject({ page: 1, totalItems: 10 });
    expect(info.transactions.items).toHaveLength(3);
    for (const tx of info.transactions.items) expect(tx.amount).toMatch(/^\d+\.\d{2}$/);
    const dates = info.transactions.items.map((tx) => tx.createdOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(info.linkedAccounts).toEqual([expect.objectContaining({ entity: 'Dahab Bank' })]);
    expect(info.pendingOtp).toHaveLength(1);
    const none = await get(`UserInfo/${NO_OTP_USER}`);
    expect(none.json<{ pendingOtp: unknown[]; isBlocked: unknown }>()).toMatchObject({
      pendingOtp: [],
      isBlocked: null,
    });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await get('UserInfo/DP999999')).statusCode).toBe(404);
    expect((await get('OtpChannels/DP999999')).statusCode).toBe(404);
    expect((await post('UnblockUser', { userId: 'DP999999' })).statusCode).toBe(404);
    const bad = await get('UserInfo/DP%20100');
    expect(bad.statusCode).toBe(400);
  });
});

describe('block and unblock', () => {
  it('needs a reason to block', async () => {
    const res = await post('BlockUser', { userId: DEMO_CORE.mbankingUserId, reason: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.reason).toEqual([
      messages.blockReasonRequired,
    ]);
  });

  it('blocks an active user once, then refuses to block again', async () => {
    const res = await post('BlockUser', { userId: DEMO_CORE.mbankingUserId, reason: 'Lost phone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: messages.userBlocked });
    const info = (await get(`UserInfo/${DEMO_CORE.mbankingUserId}`)).json<{ isBlocked: object }>();
    expect(info.isBlocked).toEqual({
      reason: 'Lost phone',
      blockedBy: 'support',
      blockedOn: t.clock.now().toISOString(),
    });
    const again = await post('BlockUser', { userId: DEMO_CORE.mbankingUserId, reason: 'Lost phone' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: messages.alreadyBlocked });
    expect(await events('Block')).toEqual([
      expect.objectContaining({ createdBy: 'support', remarks: 'Lost phone' }),
    ]);
  });

  it('unblocks a blocked user once, then refuses to unblock again', async () => {
    const res = await post('UnblockUser', { userId: DEMO_CORE.mbankingUserId });
    expect(res.json()).toEqual({ message: messages.userUnblocked });
    expect(
      (await get(`UserInfo/${DEMO_CORE.mbankingUserId}`)).json<{ isBlocked: unknown }>().isBlocked,
    ).toBeNull();
    const again = await post('UnblockUser', { userId: DEMO_CORE.mbankingUserId });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: messages.notBlocked });
    expect(await events('Unblock')).toHaveLength(1);
  });
});

describe('OTP channels and resend', () => {
  it('offers the phone by SMS, and email or WhatsApp only once verified', async () => {
    const res = await get(`OtpChannels/${DEMO_CORE.mbankingUserId}`);
    expect(res.statusCode, res.body).toBe(200);
    const channels = res.json<{ channel: string; value: string }[]>();
    expect(channels[0]).toEqual({ channel: 'SMS', value: DEMO_CORE.onePhone });
    const info = (await get(`UserInfo/${DEMO_CORE.mbankingUserId}`)).json<{
      info: {
        email: string | null;
        isEmailVerified: boolean;
        whatsApp: string | null;
        isWhatsappVerified: boolean;
      };
    }>().info;
    expect(channels.some((c) => c.channel === 'Email')).toBe(info.isEmailVerified && info.email !== null);
    expect(channels.some((c) => c.channel === 'WhatsApp')).toBe(
      info.isWhatsappVerified && info.whatsApp !== null,
    );
  });

  it('resends to a channel of the user; the SMS lands in the outbox without a code', async () => {
    const res = await post('ResendOtp', {
      userId: DEMO_CORE.mbankingUserId,
      channel: 'SMS',
      to: DEMO_CORE.onePhone,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: messages.otpResent });
    const outbox = await t.app.inject({
      url: `/api/api/Sandbox/SmsOutbox?phone=${encodeURIComponent(DEMO_CORE.onePhone)}&size=1`,
      headers: bearer(tokens.admin!),
    });
    const [last] = outbox.json<{ text: string }[]>();
    expect(last?.text).toContain('DahabPlus');
    expect(last?.text).not.toMatch(/\d{4,}/);
    expect(await events('ResendOtp')).toEqual([expect.objectContaining({ remarks: 'SMS' })]);
  });

  it('refuses a resend without a pending OTP, to a blocked user, or to another address', async () => {
    const phone = (await get(`OtpChannels/${NO_OTP_USER}`)).json<{ value: string }[]>()[0]!.value;
    const none = await post('ResendOtp', { userId: NO_OTP_USER, channel: 'SMS', to: phone });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: messages.noPendingOtps });
    const blocked = await post('ResendOtp', {
      userId: DEMO_CORE.blockedUserId,
      channel: 'SMS',
      to: DEMO_CORE.blockedPhone,
    });
    expect(blocked.json()).toEqual({ message: messages.resendWhileBlocked });
    const other = await post('ResendOtp', {
      userId: DEMO_CORE.mbankingUserId,
      channel: 'SMS',
      to: '+252610000000',
    });
    expect(other.json()).toEqual({ message: messages.otpChannelUnknown });
    const noChannel = await post('ResendOtp', { userId: DEMO_CORE.mbankingUserId, channel: 'Fax', to: 'x' });
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.json<{ errors: Record<string, string[]> }>().errors.channel).toEqual([
      messages.otpChannelRequired,
    ]);
  });
});

describe('who may do what', () => {
  it('refuses every route without its permission', async () => {
    const user = DEMO_CORE.mbankingUserId;
    const calls = [
      () => get(`UserLookup/${ORG}/615550001`, 'officer'),
      () => get(`UserInfo/${user}`, 'officer'),
      () => get(`OtpChannels/${user}`, 'officer'),
      () => post('BlockUser', { userId: user, reason: 'x' }, 'officer'),
      () => post('UnblockUser', { userId: user }, 'officer'),
      () => post('ResendOtp', { userId: user, channel: 'SMS', to: DEMO_CORE.onePhone }, 'officer'),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    // Each action needs its own permission: viewing is not enough.
    expect((await get(`UserInfo/${user}`, 'viewOnly')).statusCode).toBe(200);
    expect((await get(`OtpChannels/${user}`, 'viewOnly')).statusCode).toBe(403);
    expect((await post('BlockUser', { userId: user, reason: 'x' }, 'viewOnly')).statusCode).toBe(403);
    expect((await post('UnblockUser', { userId: user }, 'viewOnly')).statusCode).toBe(403);
    expect(
      (await post('ResendOtp', { userId: user, channel: 'SMS', to: DEMO_CORE.onePhone }, 'viewOnly'))
        .statusCode,
    ).toBe(403);
  });

  it('hides users of organizations outside the agent’s own', async () => {
    expect((await get(`UserInfo/${OTHER_ORG_USER}`, 'dahabSupport')).statusCode).toBe(404);
    expect((await get(`OtpChannels/${OTHER_ORG_USER}`, 'dahabSupport')).statusCode).toBe(404);
    expect(
      (await post('BlockUser', { userId: OTHER_ORG_USER, reason: 'x' }, 'dahabSupport')).statusCode,
    ).toBe(404);
    expect((await get(`UserLookup/${DEMO_CORE.otherOrg.id}/615550101`, 'dahabSupport')).statusCode).toBe(404);
    // Nor does a code go to the phone of another organization's user, whatever channel is named.
    const outbox = async () =>
      (
        await t.app.inject({
          url: `/api/api/Sandbox/SmsOutbox?phone=${encodeURIComponent(DEMO_CORE.otherOrgPhone)}&size=100`,
          headers: bearer(tokens.admin!),
        })
      ).json<unknown[]>().length;
    const before = await outbox();
    const resend = await post(
      'ResendOtp',
      { userId: OTHER_ORG_USER, channel: 'SMS', to: DEMO_CORE.otherOrgPhone },
      'dahabSupport',
    );
    expect(resend.statusCode).toBe(404);
    expect(resend.json()).toEqual({ message: messages.mbankingUserNotFound });
    expect(await outbox()).toBe(before);
    expect((await get(`UserInfo/${DEMO_CORE.mbankingUserId}`, 'dahabSupport')).statusCode).toBe(200);
    // The head-office support desk sees every organization.
    expect((await get(`UserInfo/${OTHER_ORG_USER}`)).statusCode).toBe(200);
  });
});
