import { sql } from 'drizzle-orm';
import { reviewsApi } from '@console/contract';
import { queryRows, type Executor } from '../../db/client.ts';

const IDENTITY = sql.raw(reviewsApi.identityDocuments.map((d) => `'${d.replace(/'/g, "''")}'`).join(', '));

/** What restricts customers on `today`: their open reviews past their day, and identity documents all expired. */
export async function restrictingFacts(exec: Executor, customerIds: readonly string[], today: string) {
  if (customerIds.length === 0) return [];
  return queryRows<{ customerId: string; kind: 'ReviewOverdue' | 'DocumentExpired'; since: string }>(
    exec,
    sql`select k.customer_id as "customerId", 'ReviewOverdue' as kind, min(k.due_on)::text as since
          from kyc_reviews k
         where k.customer_id = any(${sql.param([...customerIds])}::uuid[])
           and k.status <> 'Approved' and k.due_on < ${today}::date
         group by k.customer_id
        union all
        select d.customer_id, 'DocumentExpired', max(d.expire_date)::text
          from documents d
         where d.customer_id = any(${sql.param([...customerIds])}::uuid[])
           and d.document_type in (${IDENTITY}) and not d.is_deleted and d.expire_date is not null
         group by d.customer_id
        having max(d.expire_date) < ${today}::date
        order by 1, 2`,
  );
}
