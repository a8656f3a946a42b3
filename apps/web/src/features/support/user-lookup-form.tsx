import { useState, type FormEvent } from 'react';
import { SearchIcon } from 'lucide-react';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { withElements } from '@/components/with-elements';
import { useT } from '@/lib/i18n';
import { useOrganizations } from '@/lib/organizations';
import { useLookupUser } from './api/lookup-user';
import { supportText } from './messages';

/** Finds a DahabPlus user by user ID, or by phone within an organization (spec 2 §2). */
export function UserLookupForm({
  initialUserId,
  onFound,
}: {
  initialUserId: string;
  onFound: (userId: string) => void;
}) {
  const t = useT(supportText);
  const [userId, setUserId] = useState(initialUserId);
  const [organizationId, setOrganizationId] = useState('');
  const [phone, setPhone] = useState('');
  const organizations = useOrganizations();
  const lookup = useLookupUser();
  const only = organizations.data?.length === 1 ? organizations.data[0]?.id : undefined;
  const org = organizationId || only || '';

  const byId = (event: FormEvent) => {
    event.preventDefault();
    if (userId.trim()) onFound(userId.trim());
  };
  const byPhone = (event: FormEvent) => {
    event.preventDefault();
    if (!org || !phone.trim()) return;
    lookup.mutate(
      { org, phone: phone.trim() },
      {
        onSuccess: (found) => {
          setUserId(found.userId);
          onFound(found.userId);
        },
      },
    );
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <form
        noValidate
        role="search"
        aria-label={t('findByUserId')}
        className="grid items-end gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto]"
        onSubmit={byId}
      >
        <div className="grid gap-2">
          <Label htmlFor="support-user-id">{t('userId')}</Label>
          <Input
            id="support-user-id"
            autoComplete="off"
            dir="ltr"
            placeholder="DP100001"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={!userId.trim()}>
          <SearchIcon aria-hidden="true" />
          {t('search')}
        </Button>
      </form>
      <form
        noValidate
        role="search"
        aria-label={t('findByPhone')}
        className="grid items-end gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
        onSubmit={byPhone}
      >
        <div className="grid gap-2">
          <Label htmlFor="support-organization">{t('organization')}</Label>
          <Select value={org} onValueChange={setOrganizationId}>
            <SelectTrigger id="support-organization" className="w-full">
              <SelectValue placeholder={t('selectOrganization')} />
            </SelectTrigger>
            <SelectContent>
              {organizations.data?.map((o) => (
                <SelectItem key={o.id} value={o.id}>
                  {o.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="support-phone">{t('phone')}</Label>
          <Input
            id="support-phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            dir="ltr"
            placeholder="+252615550001"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={!org || !phone.trim() || lookup.isPending}>
          <SearchIcon aria-hidden="true" />
          {t('findByPhone')}
        </Button>
      </form>
      {lookup.data && (
        <p className="text-sm text-muted-foreground lg:col-span-2" aria-live="polite">
          {withElements((values) => t('found', values), {
            name: lookup.data.name,
            userId: <Ltr>{lookup.data.userId}</Ltr>,
          })}
        </p>
      )}
    </div>
  );
}
