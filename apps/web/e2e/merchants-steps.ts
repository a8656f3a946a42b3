// Steps of the merchants browser test.

/** The texts the sandbox core "sent" to a phone, newest first. */
export async function smsTo(baseUrl: string, adminToken: string, phone: string): Promise<{ text: string }[]> {
  const res = await fetch(`${baseUrl}/api/api/Sandbox/SmsOutbox?phone=${encodeURIComponent(phone)}&size=5`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  return (await res.json()) as { text: string }[];
}

/** The first password the sandbox core "sent" to a new merchant user, read from its outbox. */
export async function merchantPassword(baseUrl: string, adminToken: string, phone: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/api/Sandbox/SmsOutbox?phone=${encodeURIComponent(phone)}&size=1`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const [sms] = (await res.json()) as { text: string }[];
  const password = /temporary password is (\S+)\. /.exec(sms?.text ?? '')?.[1];
  if (!password) throw new Error(`no merchant password in the outbox for ${phone}`);
  return password;
}

/** Buyers pay the merchant by QR, in the sandbox core; the UTC days their payments fall on. */
export async function payMerchant(
  baseUrl: string,
  adminToken: string,
  body: { organizationId: string; merchantCode: string; amounts: string[] },
): Promise<{ from: string; to: string }> {
  const now = Date.now();
  const dates = body.amounts.map((_, i) => new Date(now - (i + 1) * 60_000).toISOString());
  const res = await fetch(`${baseUrl}/api/api/Sandbox/MerchantPayments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      organizationId: body.organizationId,
      merchantCode: body.merchantCode,
      payments: body.amounts.map((amount, i) => ({
        trnDate: dates[i],
        amount,
        currency: 'USD',
        buyerAccount: '0010000001',
        buyerName: 'Amina Hassan Ali',
        remarks: `Walkthrough payment ${i + 1}`,
      })),
    }),
  });
  if (res.status !== 201) throw new Error(`payments answered ${res.status}: ${await res.text()}`);
  const day = (iso: string | undefined) => (iso ?? '').slice(0, 10);
  return { from: day(dates.at(-1)), to: day(dates[0]) };
}
