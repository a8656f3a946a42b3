import { randomUUID } from 'node:crypto';
import { fillMessage, messages, type EndpointBody, type merchantsApi } from '@console/contract';
import {
  coreSwitches,
  listSmsOutbox,
  recordMerchantPayments,
  setCoreFaultMode,
  type CoreFaultMode,
} from '../../core-banking/sandbox/index.ts';
import { CoreRefusedError } from '../../core-banking/port.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { iso } from '../../kernel/paging.ts';

/** The core's refusal (a frozen buyer's account) as the client's 400 with its reason. */
async function refusedAsRule<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof CoreRefusedError) throw fail.rule(err.message);
    throw err;
  }
}

/** Switching the core's faults changes how the whole system behaves: it is audited. */
const faultsSwitched = { type: 'SandboxCore', event: 'SwitchFaults' } as const;

/**
 * What the sandbox core shows of itself to demos and tests: the SMS it "sent", and the switch
 * that makes it slow, down or refusing.
 */
export class SandboxService {
  constructor(private readonly db: Db) {}

  async coreFaults(): Promise<{ mode: CoreFaultMode }> {
    const { mode } = await coreSwitches(this.db);
    return { mode };
  }

  async setCoreFaults(mode: CoreFaultMode, by: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await coreSwitches(tx);
      await setCoreFaultMode(tx, mode);
      await recordActivity(tx, by, {
        ...faultsSwitched,
        remarks: fillMessage(messages.coreModeRemark, { mode, before: before.mode }),
        organizationId: null,
      });
    });
  }

  async smsOutbox(query: { phone?: string | undefined; size: number }) {
    const sent = await listSmsOutbox(this.db, {
      ...(query.phone ? { phone: query.phone } : {}),
      size: query.size,
    });
    return sent.map((m) => ({ ...m, createdAt: iso(m.createdAt) }));
  }

  /** Payments into a merchant; each gets a reference of its own. */
  async merchantPayments(body: EndpointBody<typeof merchantsApi.simulatePayments>) {
    const recorded = await refusedAsRule(() =>
      recordMerchantPayments(
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
      ),
    );
    return { recorded };
  }
}
