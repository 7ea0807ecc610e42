"use client";

import { useState, type FormEvent } from "react";

import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { useViewerZone } from "@/components/ui/use-viewer-zone";
import { useInviteUser, usePeople, useRevokeInvite, useUpdateUser } from "@/lib/queries/users-queries";
import { ApiError } from "@/lib/shared/fetch-json";
import { instantText } from "@/lib/shared/format/date";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/domain/roles";
import type { UsersResponse } from "@/lib/shared/users-api";

function errorText(error: unknown): string | null {
  if (!error) return null;
  return error instanceof ApiError ? error.message : "Something went wrong. Try again.";
}

export function UsersPanel({ initial, currentUserId }: { initial: UsersResponse; currentUserId: string }) {
  const people = usePeople(initial);
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);
  const invite = useInviteUser(setInviteUrl);
  const update = useUpdateUser();
  const revoke = useRevokeInvite();
  const zone = useViewerZone();

  function onInvite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setInviteUrl(null);
    invite.mutate({ email: String(form.get("email") ?? ""), role: String(form.get("role")) as Role });
    event.currentTarget.reset();
  }

  return (
    <Card>
      <CardHeader
        title="People"
        description="Invite teammates and choose what they can do. Managers can read everything and change nothing."
      />
      <CardBody className="space-y-5">
        <form onSubmit={onInvite} className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]">
          <Field id="invite-email" label="Email">
            <Input id="invite-email" name="email" type="email" required placeholder="name@company.com" />
          </Field>
          <Field id="invite-role" label="Role">
            <Select id="invite-role" name="role" defaultValue="dispatcher">
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" busy={invite.isPending}>
            Invite
          </Button>
        </form>
        {errorText(invite.error) ? <Alert tone="error">{errorText(invite.error)}</Alert> : null}
        {inviteUrl ? (
          <Alert tone="success" title="Invitation created. Send this link; it works once, for 7 days.">
            <code className="mt-1 block break-all font-mono text-xs" data-testid="invite-url">
              {inviteUrl}
            </code>
          </Alert>
        ) : null}
        {errorText(update.error) ? <Alert tone="error">{errorText(update.error)}</Alert> : null}

        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs uppercase tracking-wide text-muted">
              <tr>
                <th className="py-2 font-medium">Person</th>
                <th className="py-2 font-medium">Role</th>
                <th className="py-2 font-medium">Last sign-in</th>
                <th className="py-2 font-medium sr-only">Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {people.data.users.map((user) => (
                <tr key={user.id} className={user.disabled ? "opacity-60" : undefined}>
                  <td className="py-2.5">
                    <div className="font-medium">{user.name ?? user.email}</div>
                    <div className="text-xs text-muted">{user.email}</div>
                  </td>
                  <td className="py-2.5">
                    <Select
                      aria-label={`Role of ${user.email}`}
                      className="w-48"
                      value={user.role}
                      disabled={update.isPending}
                      onChange={(event) => update.mutate({ id: user.id, role: event.target.value as Role })}
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td className="py-2.5 text-muted">
                    {user.lastSignInAt ? instantText(user.lastSignInAt, zone) : "Never"}
                  </td>
                  <td className="py-2.5 text-right">
                    {user.id === currentUserId ? (
                      <Badge>You</Badge>
                    ) : (
                      <Button
                        size="sm"
                        variant={user.disabled ? "secondary" : "danger"}
                        onClick={() => update.mutate({ id: user.id, disabled: !user.disabled })}
                      >
                        {user.disabled ? "Enable" : "Disable"}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
              {people.data.invites.map((pending) => (
                <tr key={pending.id}>
                  <td className="py-2.5">
                    <div className="font-medium">{pending.email}</div>
                    <div className="text-xs text-muted">Invited, expires {instantText(pending.expiresAt, zone)}</div>
                  </td>
                  <td className="py-2.5 text-muted">{ROLE_LABELS[pending.role]}</td>
                  <td className="py-2.5">
                    <Badge tone="accent">Pending</Badge>
                  </td>
                  <td className="py-2.5 text-right">
                    <Button size="sm" variant="ghost" onClick={() => revoke.mutate(pending.id)}>
                      Revoke
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardBody>
    </Card>
  );
}
