import { useState } from 'react';
import { P } from '@console/contract';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useOrganizations } from '@/lib/organizations';
import { useCan } from '@/lib/permissions';
import { useChangeAllowedNetworks } from './api/change-allowed-networks';
import { useAllowedNetworks } from './api/get-allowed-networks';
import { securityText } from './messages';

/** One network a line, blank lines ignored. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** An organization's allowed networks: pick it, edit the list (one CIDR a line), send for approval. */
export function NetworksForm({ org, onPick }: { org: string | undefined; onPick: (id: string) => void }) {
  const t = useT(securityText);
  const organizations = useOrganizations();
  const networks = useAllowedNetworks(org);
  return (
    <div className="grid max-w-xl gap-4">
      <Field id="networks-org" label={t('organization')}>
        <Select value={org ?? ''} onValueChange={onPick}>
          <SelectTrigger id="networks-org" className="w-72">
            <SelectValue placeholder={t('chooseOrganization')} />
          </SelectTrigger>
          <SelectContent>
            {(organizations.data ?? []).map((o) => (
              <SelectItem key={o.id} value={o.id}>
                {o.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      {org && networks.data && (
        <NetworksEditor
          key={`${org}:${networks.data.networks.join(',')}`}
          org={org}
          current={networks.data.networks}
        />
      )}
    </div>
  );
}

function NetworksEditor({ org, current }: { org: string; current: string[] }) {
  const t = useT(securityText);
  const canEdit = useCan(P.EditAllowedNetworks);
  const change = useChangeAllowedNetworks();
  const [text, setText] = useState(current.join('\n'));
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label={t('allowedNetworks')}
      onSubmit={(e) => {
        e.preventDefault();
        setError(undefined);
        change.mutateAsync({ id: org, networks: linesOf(text) }).catch((err: unknown) => {
          const errors =
            err instanceof ApiError ? (err.body as { errors?: Record<string, string[]> }) : undefined;
          setError(errors?.errors?.networks?.[0]);
        });
      }}
    >
      <Field id="networks-list" label={t('networksList')} error={error}>
        <Textarea
          id="networks-list"
          rows={6}
          dir="ltr"
          className="font-mono"
          placeholder={'10.1.0.0/16\n2001:db8::/32'}
          value={text}
          disabled={!canEdit}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'networks-list-error' : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <Button type="submit" className="w-fit" disabled={!canEdit || change.isPending}>
        {t('sendForApproval')}
      </Button>
    </form>
  );
}
