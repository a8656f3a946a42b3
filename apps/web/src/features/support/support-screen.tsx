import { useNavigate } from '@tanstack/react-router';
import { MOBILE_BANKING_NAME } from '@console/contract/core';
import { DataTable } from '@/components/data-table/data-table';
import { pagingOf } from '@/components/data-table/list-search';
import { useListTable } from '@/components/data-table/use-list-table';
import { Ltr } from '@/components/ltr';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { withElements } from '@/components/with-elements';
import { ApiError } from '@/lib/api-client';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { useUserInfo } from './api/get-user-info';
import { supportText } from './messages';
import type { SupportSearch } from './support-search';
import { transactionColumns } from './transactions-columns';
import { UserInfoPanel } from './user-info-panel';
import { LinkedAccounts, PendingOtps } from './user-lists';
import { UserLookupForm } from './user-lookup-form';

const service = MOBILE_BANKING_NAME;

/** /support/dahabplus: look a DahabPlus user up and help them (spec 2 §2). */
export function SupportScreen({ search }: { search: SupportSearch }) {
  const t = useT(supportText);
  const navigate = useNavigate();
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title', { service })}</h1>
        <p className="text-sm text-muted-foreground">{t('intro', { service })}</p>
      </div>
      <UserLookupForm
        key={search.userId ?? ''}
        initialUserId={search.userId ?? ''}
        onFound={(userId) => void navigate({ to: '.', search: { userId } })}
      />
      {search.userId && <UserDetails userId={search.userId} search={search} />}
    </div>
  );
}

function UserDetails({ userId, search }: { userId: string; search: SupportSearch }) {
  const t = useT(supportText);
  const tc = useT(contractText);
  const user = useUserInfo(userId, pagingOf(search));
  // The user's page of transactions is the list; the rest of the answer shows beside it.
  const table = useListTable(
    { data: user.data?.transactions, isPending: user.isPending, isPlaceholderData: user.isPlaceholderData },
    search,
  );
  if (user.isPending) return <p className="text-sm text-muted-foreground">{tc('fetchingData')}</p>;
  if (user.isError)
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        {user.error instanceof ApiError && user.error.status === 404
          ? withElements((values) => t('userNotFound', { ...values, service }), {
              userId: <Ltr>{userId}</Ltr>,
            })
          : t('userNotLoaded')}
      </p>
    );
  const data = user.data;
  return (
    <>
      <UserInfoPanel user={data} />
      <Card>
        <CardHeader>
          <CardTitle>{t('recentTransactions')}</CardTitle>
        </CardHeader>
        <CardContent>
          <DataTable
            label={t('recentTransactions')}
            columns={transactionColumns}
            getRowId={(t) => t.id}
            {...table}
          />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <LinkedAccounts accounts={data.linkedAccounts} />
        <PendingOtps otps={data.pendingOtp} />
      </div>
    </>
  );
}
