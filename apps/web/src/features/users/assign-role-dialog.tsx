import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages, type usersApi } from '@console/contract';
import { XIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useAssignRole } from './api/assign-role';
import { useRoleLookup } from './api/get-role-lookup';
import { useUser } from './api/get-user';
import { useRemoveRole } from './api/remove-role';
import { Field } from '@/components/field';
import { useSelfSignOut } from './use-self-sign-out';

const schema = z.object({ roleId: z.string().min(1, messages.selectRole) });

export function AssignRoleDialog({
  user,
  onOpenChange,
}: {
  user: usersApi.User | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>Assign Role</DialogTitle>
          <DialogDescription>{user ? `Roles of ${user.userName}, one at a time.` : null}</DialogDescription>
        </DialogHeader>
        {user && <UserRoles initial={user} />}
      </DialogContent>
    </Dialog>
  );
}

function UserRoles({ initial }: { initial: usersApi.User }) {
  // The list row opens the dialog; the record itself stays fresh after each change.
  const user = useUser(initial.id).data ?? initial;
  const lookup = useRoleLookup();
  const assign = useAssignRole();
  const remove = useRemoveRole();
  const selfSignOut = useSelfSignOut(user.id);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { roleId: '' },
  });
  const held = new Set(user.roles.map((r) => r.id));
  const offered = (lookup.data ?? []).filter((r) => !held.has(r.id));

  const submit = form.handleSubmit(async ({ roleId }) => {
    await assign.mutateAsync({ id: user.id, roleId, rowVersion: user.rowVersion });
    form.reset({ roleId: '' });
    await selfSignOut();
  });

  return (
    <div className="grid gap-5">
      <section aria-labelledby="assigned-roles" className="grid gap-2">
        <h3 id="assigned-roles" className="text-sm font-medium">
          Assigned roles
        </h3>
        {user.roles.length === 0 ? (
          <p className="text-sm text-muted-foreground">{messages.noRolesAssigned}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {user.roles.map((role) => (
              <li key={role.id}>
                <Badge variant="secondary" className="gap-1 py-1 pr-1">
                  {role.name}
                  <button
                    type="button"
                    className="rounded-sm p-0.5 hover:bg-background/60 disabled:opacity-50"
                    aria-label={`Remove role ${role.name}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      void remove
                        .mutateAsync({ id: user.id, roleId: role.id, rowVersion: user.rowVersion })
                        .then(selfSignOut, () => undefined)
                    }
                  >
                    <XIcon className="size-3" aria-hidden="true" />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form
        noValidate
        className="flex items-start gap-2"
        onSubmit={(e) => void submit(e).catch(() => undefined)}
      >
        <div className="flex-1">
          <Controller
            control={form.control}
            name="roleId"
            render={({ field, fieldState }) => (
              <Field id="assign-role" label="Role" error={fieldState.error?.message}>
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger
                    id="assign-role"
                    className="w-full"
                    aria-invalid={fieldState.error ? true : undefined}
                  >
                    <SelectValue placeholder="Select a role" />
                  </SelectTrigger>
                  <SelectContent>
                    {offered.map((r) => (
                      <SelectItem key={r.id} value={r.id}>
                        {r.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </Field>
            )}
          />
        </div>
        <Button type="submit" className="mt-[1.375rem]" disabled={assign.isPending}>
          Assign
        </Button>
      </form>
    </div>
  );
}
