import type { Readable } from 'node:stream';
import { hasPermission, messages, P, type EndpointQuery, type merchantsApi } from '@console/contract';
import type { CoreBanking, CoreOrg, StatementRange } from '../../core-banking/port.ts';
import type { Db } from '../../db/client.ts';
import { csvStream } from '../../platform/csv.ts';
import { fail } from '../../kernel/errors.ts';
import { inScope } from '../../platform/org-scope.ts';
import { pageOf } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './merchants.repository.ts';

type Api = typeof merchantsApi;
type RangeQuery = { from: string; to: string; merchantCode?: string | undefined };

/** Rows read from the core per batch of the CSV export. */
const CSV_BATCH = 1000;
const CSV_COLUMNS = ['trnDate', 'buyerAccount', 'buyerName', 'trnAmount', 'txCcy', 'remarks'] as const;

/** `to` is inclusive (23:59:59.999 of the last day): the core reads up to just after it. */
const rangeOf = (q: RangeQuery): StatementRange => ({
  from: new Date(q.from),
  until: new Date(Date.parse(q.to) + 1),
});

export class MerchantStatementService {
  constructor(private readonly d: { db: Db; core: CoreBanking; scopes: UserScopes }) {}

  /**
   * Whose statement: with merchant.monitor_statement, the merchant of the code asked for (in the
   * user's organizations); otherwise the merchant the user signs in for, whatever the query says.
   */
  private async merchantFor(user: SessionUser, code: string | undefined): Promise<repo.MerchantRow | null> {
    if (hasPermission(user, P.MonitorMerchantStatement)) {
      if (!code) return repo.merchantOfUser(this.d.db, user.userId);
      const found = await repo.merchantByCode(this.d.db, code);
      if (!found || !inScope(await this.d.scopes.of(user), found.organizationId)) throw fail.notFound();
      return found;
    }
    const own = await repo.merchantOfUser(this.d.db, user.userId);
    if (code && code !== own?.code) throw fail.forbidden(messages.statementOtherMerchant);
    return own;
  }

  async statement(q: EndpointQuery<Api['statement']>, user: SessionUser) {
    const m = await this.merchantFor(user, q.merchantCode);
    if (!m?.code) return { ...pageOf([], 0, q.page, q.size), merchantCode: null, totals: [] };
    const found = await this.d.core.merchantStatement(orgOf(m), m.code, rangeOf(q), {
      offset: q.page * q.size,
      limit: q.size,
    });
    return {
      ...pageOf(found.items, found.totalItems, q.page, q.size),
      merchantCode: m.code,
      totals: found.totals,
    };
  }

  /** The statement as CSV, read from the core in batches and streamed: never whole in memory. */
  async csv(
    q: EndpointQuery<Api['statementCsv']>,
    user: SessionUser,
  ): Promise<{ body: Readable; fileName: string }> {
    const m = await this.merchantFor(user, q.merchantCode);
    const code = m?.code ?? null;
    const range = rangeOf(q);
    const core = this.d.core;
    async function* batches() {
      if (!m || !code) return;
      let after: { trnDate: string; id: string } | null = null;
      for (;;) {
        const batch = await core.merchantTransactionsAfter(orgOf(m), code, range, after, CSV_BATCH);
        if (batch.length === 0) return;
        yield batch.map((row) => CSV_COLUMNS.map((c) => row[c]));
        const last = batch[batch.length - 1]!;
        after = { trnDate: last.trnDate, id: last.id };
        if (batch.length < CSV_BATCH) return;
      }
    }
    const name = `statement-${code ?? 'none'}-${q.from.slice(0, 10)}-${q.to.slice(0, 10)}.csv`;
    return { body: csvStream(CSV_COLUMNS, batches()), fileName: name.replace(/[^A-Za-z0-9._-]/g, '_') };
  }
}

const orgOf = (m: repo.MerchantRow): CoreOrg => ({ id: m.organizationId, name: m.organizationName });
