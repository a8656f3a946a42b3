import { useState, type FormEvent } from 'react';
import { SearchIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useOrganizations } from '@/lib/organizations';
import { useLookupUser } from './api/lookup-user';

/** Finds a DahabPlus user by user ID, or by phone within an organization (spec 2 §2). */
export function UserLookupForm({
  initialUserId,
  onFound,
}: {
  initialUserId: string;
  onFound: (userId: string) => void;
}) {
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
        aria-label="Find by user ID"
        className="grid items-end gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto]"
        onSubmit={byId}
      >
        <div className="grid gap-2">
          <Label htmlFor="support-user-id">User ID</Label>
          <Input
            id="support-user-id"
            autoComplete="off"
            placeholder="DP100001"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={!userId.trim()}>
          <SearchIcon aria-hidden="true" />
          Search
        </Button>
      </form>
      <form
        noValidate
        role="search"
        aria-label="Find by phone"
        className="grid items-end gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
        onSubmit={byPhone}
      >
        <div className="grid gap-2">
          <Label htmlFor="support-organization">Organization</Label>
          <Select value={org} onValueChange={setOrganizationId}>
            <SelectTrigger id="support-organization" className="w-full">
              <SelectValue placeholder="Select an organization" />
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
          <Label htmlFor="support-phone">Phone</Label>
          <Input
            id="support-phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="+252615550001"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={!org || !phone.trim() || lookup.isPending}>
          <SearchIcon aria-hidden="true" />
          Find by phone
        </Button>
      </form>
      {lookup.data && (
        <p className="text-sm text-muted-foreground lg:col-span-2" aria-live="polite">
          Found {lookup.data.name} ({lookup.data.userId}).
        </p>
      )}
    </div>
  );
}
