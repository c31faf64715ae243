import { Building2, Clock, Mail, MailCheck, Plus, Send, ShieldCheck, Users } from "lucide-react";
import { useFetcher } from "react-router";
import { RequireTwoFactorForm } from "~/components/account/require-two-factor-form";
import { CardFooter } from "~/components/dashboard/card-grid";
import { EntityFormDialog, type FormKit } from "~/components/dashboard/entity-form";
import { ListFilterBar } from "~/components/dashboard/list-filter-bar";
import { OpenRecordDialog, useOpenRecord } from "~/components/dashboard/open-record";
import { PageHeader } from "~/components/dashboard/page-header";
import { RecordList } from "~/components/dashboard/record-list";
import { ActionToastHost, usePendingIds } from "~/components/dashboard/row-actions";
import { ScreenError } from "~/components/error-page";
import { TextField } from "~/components/form/fields";
import { type ActionResult, useActionToast } from "~/components/form/toast";
import { LoadError } from "~/components/load-error";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { Field, Input, Select } from "~/components/ui/input";
import { loadOrFail } from "~/data/dashboard-stats.server";
import { resendInvitation } from "~/data/invitations.server";
import { loadStaffTwoFactorSetting } from "~/data/two-factor.server";
import { createUser, deleteUser, grantRole, listUsersForDashboard, updateUserProfile } from "~/data/users.server";
import { AppError } from "~/domain/app-error";
import { formatDate } from "~/domain/format";
import { isNarrowed, parseListFilters } from "~/domain/list-filters";
import { USER_LIST, USER_ROLE_CHOICES } from "~/domain/list-specs";
import { clampPage, parsePage } from "~/domain/pagination";
import { INVITATION_DAYS } from "~/domain/schemas/auth";
import { GrantRoleSchema, ROLES, UserCreateSchema, UserIdSchema, UserUpdateSchema } from "~/domain/schemas/content";
import { ROLE_LABEL, ROLE_TONE } from "~/domain/users";
import { attempt, authRefusal, ok } from "~/web/action-result.server";
import { requireAdmin } from "~/web/guards.server";
import { dispatchIntent, intent } from "~/web/intents.server";
import { requireTwoFactorIntent } from "~/web/two-factor.server";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => [{ title: "Users | Admin Portal" }];

/** Users is for admins only: an author is refused here and in the action (architecture.md). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get("page"));
  const filters = parseListFilters(params, USER_LIST);
  // an unknown role reads as every role
  const role = USER_ROLE_CHOICES.find((r) => r.value === params.get("role"))?.value ?? "";
  const { data, loadError } = await loadOrFail(
    "Failed to fetch users",
    () => listUsersForDashboard({ page, filters, role: role || undefined }),
    { rows: [], info: clampPage(1, 0), waitingCount: 0, all: 0 },
  );
  const twoFactor = await loadStaffTwoFactorSetting();
  return {
    users: data.rows,
    pageInfo: data.info,
    waiting: data.waitingCount,
    all: data.all,
    filters,
    role,
    viewerId: viewer.userId,
    loadError,
    twoFactor,
  };
}

/** The server's own message reaches the toast ('Failed to save user' uses it). */
/** A refusal of better-auth is the admin's to fix: its message, as a 400 (at `field`, when named). */
async function asAppError<T>(write: Promise<T>, field?: (message: string) => string | undefined) {
  try {
    return await write;
  } catch (error) {
    const message = authRefusal(error)?.message ?? (error instanceof AppError ? error.userMessage : null);
    if (message) throw new AppError("invalid", message, { field: field?.(message) });
    throw error;
  }
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return dispatchIntent(request, viewer, {
    create: intent({ schema: UserCreateSchema, failMessage: "Failed to save user" }, (input, { viewer: actor }) =>
      attempt("Failed to create user", async () => {
        const user = await asAppError(createUser({ actor, input }), (m) => (/e-?mail/i.test(m) ? "email" : undefined));
        return ok(`Invitation sent to ${user.email}`, "User created");
      }),
    ),
    update: intent(
      { schema: UserUpdateSchema, failMessage: "Failed to save user" },
      async (input, { viewer: actor }) => {
        await asAppError(updateUserProfile({ actor, input }));
        return ok("User updated successfully");
      },
    ),
    grant: intent({ schema: GrantRoleSchema, failMessage: "Failed to save user" }, async (input, { viewer: actor }) => {
      await asAppError(grantRole({ actor, id: input.id, role: input.role }));
      return ok("User updated successfully");
    }),
    "resend-invitation": intent(
      { schema: UserIdSchema, failMessage: "Failed to send the invitation" },
      async ({ id }, { viewer: actor }) => {
        const { email } = await resendInvitation({ actor, id });
        return ok(`Invitation sent to ${email}`);
      },
    ),
    delete: intent(
      { schema: UserIdSchema, failMessage: "Failed to delete user" },
      async ({ id }, { viewer: actor }) => {
        await asAppError(deleteUser({ actor, id }));
        return ok("User deleted successfully");
      },
    ),
    "require-2fa": requireTwoFactorIntent,
  });
}

type User = Route.ComponentProps["loaderData"]["users"][number];

export default function UsersScreen({ loaderData }: Route.ComponentProps) {
  const { users, viewerId, pageInfo, waiting, all, filters, role } = loaderData;
  const narrowed = isNarrowed(filters, { role });
  const dialog = useOpenRecord<User>({ opensOnNew: true });
  const deleting = usePendingIds("delete");
  useActionToast(useFetcher<ActionResult>({ key: GRANT_FETCHER }).data);

  return (
    <ActionToastHost>
      <PageHeader
        title="Users"
        count={all}
        description={
          waiting > 0
            ? `${waiting} ${waiting === 1 ? "person is" : "people are"} waiting for access. Grant a role to let them in.`
            : "Everyone who can sign in: staff and clients."
        }
        actions={
          <Button onClick={() => dialog.open()}>
            <Plus aria-hidden="true" />
            New User
          </Button>
        }
      />
      <RequireTwoFactorForm {...loaderData.twoFactor} />

      {loaderData.loadError || all === 0 ? null : (
        <div className="mb-6">
          <ListFilterBar
            id="users"
            label="Filter users"
            spec={USER_LIST}
            filters={filters}
            isNarrowed={narrowed}
            clearHref="/dashboard/users"
            scope={{ name: "role", label: "Role", allLabel: "Every Role", value: role, options: USER_ROLE_CHOICES }}
            searchLabel="Name, e-mail or organisation"
            dateLabel="Added"
            summary={
              <>
                {pageInfo.total.toLocaleString("en-US")} {pageInfo.total === 1 ? "user" : "users"}
              </>
            }
          />
        </div>
      )}

      {loaderData.loadError ? (
        <LoadError message={loaderData.loadError} />
      ) : (
        <RecordList
          rows={users}
          label="Users"
          layout="grid"
          empty={
            narrowed
              ? {
                  icon: <Users />,
                  title: "No users match these filters",
                  children: <p>Change or clear the filters to see more.</p>,
                }
              : { icon: <Users />, title: "No users yet" }
          }
          pager={{ info: pageInfo, label: "User pages", className: "mt-6" }}
          itemProps={(user) => ({
            label: user.fullName?.trim() || user.email,
            isPending: deleting.has(user.id),
            className: user.role === null ? "ring-2 ring-warning-600/40" : undefined,
          })}
          item={(user) => {
            const isSelf = user.id === viewerId;
            const name = user.fullName?.trim() || user.email;
            return (
              <>
                <div className="flex flex-1 flex-col gap-4 p-5">
                  <div className="flex items-start gap-3">
                    <Avatar name={user.fullName} email={user.email} tone="soft" />
                    <div className="min-w-0 flex-1">
                      <h2 className="truncate font-display text-base leading-snug font-semibold">{name}</h2>
                      <p className="flex items-center gap-1.5 truncate text-sm text-ink-muted">
                        <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                        <span className="truncate">{user.email}</span>
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                    {user.role ? (
                      <Badge tone={ROLE_TONE[user.role]}>{ROLE_LABEL[user.role]}</Badge>
                    ) : (
                      <Badge tone="warning">
                        <Clock className="size-3" aria-hidden="true" />
                        Waiting for access
                      </Badge>
                    )}
                    {isSelf ? <Badge tone="neutral">You</Badge> : null}
                    <span className="flex min-w-0 items-center gap-1.5 text-sm text-ink-muted">
                      <Building2 className="size-3.5 shrink-0" aria-hidden="true" />
                      <span className="sr-only">Organisation:</span>
                      {user.organizationName ?? <span className="text-ink-subtle">No organisation</span>}
                    </span>
                  </div>
                  {user.isInvitationPending ? <PendingInvitation user={user} /> : null}
                  {user.role === null ? <GrantRole user={user} /> : null}
                </div>
                <CardFooter
                  name={name}
                  noun="user"
                  meta={`Joined ${formatDate(user.createdAt)}`}
                  onEdit={() => dialog.open(user)}
                  deleteId={isSelf ? undefined : user.id}
                />
              </>
            );
          }}
        />
      )}

      <OpenRecordDialog record={dialog}>
        {(editing) => (
          <EntityFormDialog
            title={editing ? "Edit User" : "New User"}
            description={
              editing
                ? "The e-mail address cannot be changed here."
                : `We e-mail them a link to set their own password (valid ${INVITATION_DAYS} days).`
            }
            schema={editing ? UserUpdateSchema : UserCreateSchema}
            intent={editing ? "update" : "create"}
            recordId={editing?.id}
            submitLabel={editing ? "Save Changes" : "Create User"}
            size="md"
            onDone={dialog.close}
          >
            {(kit) => <UserFields kit={kit} user={editing ?? undefined} isSelf={editing?.id === viewerId} />}
          </EntityFormDialog>
        )}
      </OpenRecordDialog>
    </ActionToastHost>
  );
}

const GRANT_FETCHER = "grant-role";

/** The quick way in for someone waiting: choose a role, press Grant access. */
function GrantRole({ user }: { user: User }) {
  // the card's form goes away once the role is granted, so the screen shows the toast (same key)
  const fetcher = useFetcher<ActionResult>({ key: GRANT_FETCHER });
  const name = user.fullName?.trim() || user.email;
  return (
    <fetcher.Form method="post" className="mt-auto flex gap-2 rounded-xl bg-warning-50 p-2 ring-1 ring-warning-600/20">
      <input type="hidden" name="intent" value="grant" />
      <input type="hidden" name="id" value={user.id} />
      <label htmlFor={`grant-${user.id}`} className="sr-only">
        Role for {name}
      </label>
      <Select id={`grant-${user.id}`} name="role" defaultValue="author" className="h-9 py-1.5">
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABEL[role]}
          </option>
        ))}
      </Select>
      <Button type="submit" size="sm" className="h-9" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? <Spinner label="Granting" /> : <ShieldCheck aria-hidden="true" />}
        Grant access
      </Button>
    </fetcher.Form>
  );
}

/**
 * Someone invited who has not chosen a password yet: when their link expires (or says it has), and a
 * new link on request (the old one stops working).
 */
function PendingInvitation({ user }: { user: User }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const name = user.fullName?.trim() || user.email;
  const isBusy = fetcher.state !== "idle";
  return (
    <div className="mt-auto grid gap-2 rounded-xl bg-surface-sunken p-3 ring-1 ring-line">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
        {user.invitationExpiresAt ? (
          <>
            <Badge tone="warning">
              <MailCheck className="size-3" aria-hidden="true" />
              Invitation pending
            </Badge>
            <span className="whitespace-nowrap">Link valid until {formatDate(user.invitationExpiresAt)}</span>
          </>
        ) : (
          <>
            <Badge tone="danger">
              <MailCheck className="size-3" aria-hidden="true" />
              Invitation expired
            </Badge>
            <span>Send a new link to let them in.</span>
          </>
        )}
      </p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="resend-invitation" />
        <input type="hidden" name="id" value={user.id} />
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          className="h-9"
          disabled={isBusy}
          aria-label={`Resend Invitation to ${name}`}
        >
          {isBusy ? <Spinner label="Sending" /> : <Send aria-hidden="true" />}
          Resend Invitation
        </Button>
      </fetcher.Form>
    </div>
  );
}

function UserFields({ kit, user, isSelf }: { kit: FormKit; user?: User; isSelf: boolean }) {
  return (
    <>
      <Field
        {...kit.fieldFor("email")}
        label="Email"
        hint={user ? "Locked: the e-mail is the sign-in name." : undefined}
      >
        {user ? (
          <Input id={kit.fieldFor("email").id} type="email" value={user.email} disabled readOnly />
        ) : (
          <Input {...kit.field("email")} type="email" required autoComplete="off" />
        )}
      </Field>
      <TextField
        form={kit}
        name="fullName"
        label="Full name"
        defaultValue={user?.fullName ?? ""}
        required
        autoComplete="off"
      />
      <Field {...kit.fieldFor("role")} label="Role" hint={isSelf ? "You cannot change your own role." : undefined}>
        {isSelf && user?.role ? (
          <>
            <input type="hidden" name="role" value={user.role} />
            <Select id={kit.fieldFor("role").id} value={user.role} disabled>
              <option value={user.role}>{ROLE_LABEL[user.role]}</option>
            </Select>
          </>
        ) : (
          <Select {...kit.field("role")} defaultValue={user ? (user.role ?? "") : "client"} required>
            {user && !user.role ? (
              <option value="" disabled>
                Choose a role…
              </option>
            ) : null}
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABEL[role]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField
        form={kit}
        name="organizationName"
        label="Organisation (optional)"
        defaultValue={user?.organizationName ?? ""}
        autoComplete="off"
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
