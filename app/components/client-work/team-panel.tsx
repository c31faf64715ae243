import { Star, UserMinus, UserPlus, UsersRound } from "lucide-react";
import { useCallback, useState } from "react";
import { ActionButton } from "~/components/dashboard/row-actions";
import { FormAlert, RecordSelectField, TextField } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { Switch } from "~/components/ui/switch";
import { TeamAssignmentFormSchema } from "~/domain/schemas/client-work";

export type TeamMember = {
  id: string;
  role: string;
  isLead: boolean;
  userId: string;
  fullName: string | null;
  email: string;
  jobTitle: string | null;
  avatarUrl: string | null;
};
export type StaffOption = { id: string; fullName: string | null; email: string; jobTitle: string | null };

function AssignForm({ projectId, staff }: { projectId: string; staff: StaffOption[] }) {
  const [formKey, setFormKey] = useState(0);
  const reset = useCallback(() => setFormKey((k) => k + 1), []);
  const { fetcher, formProps, field, fieldFor, isBusy, formError } = useForm({
    schema: TeamAssignmentFormSchema,
    onSuccess: reset,
  });
  const form = { field, fieldFor };
  if (staff.length === 0) {
    return (
      <p className="rounded-xl bg-surface-sunken px-4 py-5 text-sm text-ink-muted ring-1 ring-line">
        Every staff member is already on this project.
      </p>
    );
  }
  return (
    <fetcher.Form key={formKey} {...formProps} className="grid grid-cols-1 gap-4">
      <input type="hidden" name="intent" value="team.assign" />
      <input type="hidden" name="projectId" value={projectId} />
      <FormAlert message={formError} />
      <RecordSelectField
        form={form}
        name="userId"
        label="Team member"
        prompt="Choose a team member…"
        records={staff.map((s) => ({
          id: s.id,
          label: `${s.fullName ?? s.email}${s.jobTitle ? ` · ${s.jobTitle}` : ""}`,
        }))}
        defaultValue=""
        required
      />
      <TextField
        form={form}
        name="role"
        label="Role"
        defaultValue="Developer"
        required
        maxLength={100}
        autoComplete="off"
      />
      <Switch id={field("isLead").id} name="isLead" label="Project lead" />
      <Button type="submit" disabled={isBusy} className="justify-self-start">
        {isBusy ? <Spinner label="Assigning" /> : <UserPlus aria-hidden="true" />}
        Assign Member
      </Button>
    </fetcher.Form>
  );
}

/** Team Assignments: the project's team and the form to add a staff member not yet on it. */
export function TeamPanel({ projectId, team, staff }: { projectId: string; team: TeamMember[]; staff: StaffOption[] }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section
        aria-labelledby="team-heading"
        className="rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)"
      >
        <header className="flex items-center justify-between border-b border-line px-5 py-4">
          <h2 id="team-heading" className="text-base font-semibold">
            Project team
          </h2>
          <span className="text-sm text-ink-muted">
            {team.length} {team.length === 1 ? "member" : "members"}
          </span>
        </header>
        {team.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-12 text-center">
            <UsersRound aria-hidden="true" className="size-9 text-brand-500" />
            <p className="mt-3 font-semibold">No one is assigned yet</p>
            <p className="mt-1 max-w-xs text-sm text-ink-muted">Add the people who work on this project.</p>
          </div>
        ) : (
          <ul className="divide-y divide-line">
            {team.map((member) => (
              <li key={member.id} className="flex items-center gap-4 px-5 py-4">
                <Avatar name={member.fullName} email={member.email} tone="pale" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    {member.fullName ?? member.email}
                    {member.isLead ? (
                      <Badge tone="solid">
                        <Star aria-hidden="true" className="size-3 fill-current" />
                        Lead
                      </Badge>
                    ) : null}
                  </p>
                  <p className="truncate text-sm text-ink-muted">
                    {member.role}
                    {member.jobTitle ? ` · ${member.jobTitle}` : ""}
                  </p>
                  <a href={`mailto:${member.email}`} className="block truncate text-xs text-brand-700 hover:underline">
                    {member.email}
                  </a>
                </div>
                <ActionButton
                  intent="team.remove"
                  fields={{ id: member.id, projectId }}
                  variant="ghost"
                  size="sm"
                  label={`Remove ${member.fullName ?? member.email}`}
                  className="hover:bg-danger-50 hover:text-danger-700"
                  confirm={{
                    title: "Remove team member?",
                    message: "Are you sure you want to remove this team member from the project?",
                    confirmLabel: "Remove",
                  }}
                >
                  <UserMinus aria-hidden="true" />
                  <span className="hidden sm:inline">Remove</span>
                </ActionButton>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="assign-heading"
        className="rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)"
      >
        <h2 id="assign-heading" className="text-base font-semibold">
          Assign a team member
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-muted">Staff already on the project are not listed.</p>
        <AssignForm projectId={projectId} staff={staff} />
      </section>
    </div>
  );
}
