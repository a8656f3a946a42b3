import { randomUUID } from 'node:crypto';
import type { EndpointBody, merchantsApi } from '@console/contract';
import { listSmsOutbox, recordMerchantPayments } from '../../core-banking/sandbox/index.ts';
import type { Db } from '../../db/client.ts';
import { iso } from '../../platform/paging.ts';

/** What the sandbox core shows of itself to demos and tests: the SMS it "sent". */
export class SandboxService {
  constructor(private readonly db: Db) {}

  async smsOutbox(query: { phone?: string | undefined; size: number }) {
    const sent = await listSmsOutbox(this.db, {
      ...(query.phone ? { phone: query.phone } : {}),
      size: query.size,
    });
    return sent.map((m) => ({ ...m, createdAt: iso(m.createdAt) }));
  }

  /** Payments into a merchant; each gets a reference of its own. */
  async merchantPayments(body: EndpointBody<typeof merchantsApi.simulatePayments>) {
    const recorded = await recordMerchantPayments(
      this.db,
      body.payments.map((p) => ({
        orgId: body.organizationId,
        merchantCode: body.merchantCode,
        reference: `SIM-${randomUUID()}`,
        trnDate: new Date(p.trnDate),
        buyerAccount: p.buyerAccount,
        buyerName: p.buyerName,
        amount: p.amount,
        currency: p.currency,
        remarks: p.remarks || 'QR payment',
      })),
    );
    return { recorded };
  }
}
