import { Mail, UsersRound } from "lucide-react";
import { GithubIcon, LinkedinIcon, XIcon } from "~/components/dashboard/brand-icons";
import { ChipList } from "~/components/dashboard/card-grid";
import type { FormKit } from "~/components/dashboard/entity-form";
import { ImageUploadField } from "~/components/dashboard/image-upload";
import { RowListInput } from "~/components/dashboard/list-inputs";
import { recordFilters } from "~/components/dashboard/record-filters";
import { RecordScreen } from "~/components/dashboard/record-screen";
import { ScreenError } from "~/components/error-page";
import { FieldRow, OrderField, TextAreaField, TextField } from "~/components/form/fields";
import { Avatar } from "~/components/ui/avatar";
import { reorderTeamMembers } from "~/data/reorder.server";
import { listTeamMembersForDashboard, teamMemberRecords } from "~/data/team.server";
import { formatDate } from "~/domain/format";
import { EMPTY_FILTERS, isUsualView, parseListFilters } from "~/domain/list-filters";
import { TEAM_LIST } from "~/domain/list-specs";
import { TEAM_LISTS, TeamMemberFormSchema } from "~/domain/schemas/content";
import { handleRecordAction, loadRecordPage, reorderIntent } from "~/web/record-action.server";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = () => [{ title: "Team | Admin Portal" }];

export const loader = ({ request }: Route.LoaderArgs) =>
  loadRecordPage(request, {
    failMessage: "Failed to fetch team members",
    empty: { all: 0, filters: EMPTY_FILTERS },
    list: async ({ page, params }) => {
      const filters = parseListFilters(params, TEAM_LIST);
      return { ...(await listTeamMembersForDashboard({ page, filters })), filters };
    },
  });

export const action = ({ request }: Route.ActionArgs) =>
  handleRecordAction(
    request,
    {
      noun: "Team member",
      schema: TeamMemberFormSchema,
      lists: TEAM_LISTS,
      ...teamMemberRecords,
    },
    {
      reorder: reorderIntent(reorderTeamMembers, {
        done: "Team reordered",
        failMessage: "Failed to reorder team members",
      }),
    },
  );

type Member = Route.ComponentProps["loaderData"]["rows"][number];

export default function TeamScreen({ loaderData }: Route.ComponentProps) {
  return (
    <RecordScreen
      title="Team"
      description="The people on the public Team page, in display order."
      addLabel="Add Team Member"
      editTitle="Edit Team Member"
      listLabel="Team members"
      page={loaderData}
      // the display order is dragged on the whole list only, not on a search or another order
      isSortable={isUsualView(loaderData.filters)}
      filters={recordFilters({
        id: "team",
        things: ["team member", "team members"],
        spec: TEAM_LIST,
        filters: loaderData.filters,
        all: loaderData.all,
        total: loaderData.pageInfo.total,
        searchLabel: "Name or role",
      })}
      empty={{ icon: <UsersRound />, title: "No team members yet", text: "Add the people clients will work with." }}
      card={{
        label: (member) => member.name,
        noun: "team member",
        meta: (member) => (
          <>
            <span className="block font-medium text-ink-muted">Order {member.orderPosition}</span>
            <span className="block">Added {formatDate(member.createdAt)}</span>
          </>
        ),
        body: (member) => <MemberCard member={member} />,
      }}
      form={{
        schema: TeamMemberFormSchema,
        lists: TEAM_LISTS,
        size: "xl",
        description: "Shown on the public Team page, ordered by display order.",
        createLabel: "Add Member",
        fields: (kit, member) => <MemberFields kit={kit} member={member} />,
      }}
    />
  );
}

function MemberCard({ member }: { member: Member }) {
  const links = [
    member.email ? { href: `mailto:${member.email}`, label: `E-mail ${member.name}`, icon: Mail } : null,
    member.linkedinUrl ? { href: member.linkedinUrl, label: `${member.name} on LinkedIn`, icon: LinkedinIcon } : null,
    member.twitterUrl ? { href: member.twitterUrl, label: `${member.name} on Twitter`, icon: XIcon } : null,
    member.githubUrl ? { href: member.githubUrl, label: `${member.name} on GitHub`, icon: GithubIcon } : null,
  ].filter((l) => l !== null);
  return (
    <div className="flex flex-1 flex-col gap-4 p-5">
      <div className="flex items-center gap-4">
        <Avatar src={member.imageUrl} name={member.name} size="xl" className="rounded-2xl shadow-sm" />
        <div className="min-w-0">
          <h2 className="truncate font-display text-lg leading-snug font-semibold">{member.name}</h2>
          <p className="line-clamp-2 text-sm leading-snug font-medium text-brand-700">{member.role}</p>
          {member.email ? <p className="truncate text-xs text-ink-subtle">{member.email}</p> : null}
        </div>
      </div>
      {member.bio ? <p className="line-clamp-3 text-sm text-ink-muted">{member.bio}</p> : null}
      <ChipList items={member.skills} label={`${member.name}'s skills`} />
      {links.length ? (
        <ul className="mt-auto flex gap-1" aria-label={`${member.name}'s links`}>
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target={link.href.startsWith("mailto:") ? undefined : "_blank"}
                rel="noopener noreferrer"
                aria-label={link.label}
                title={link.label}
                className="grid size-8 place-items-center rounded-lg text-ink-subtle ring-1 ring-line transition-colors hover:bg-brand-50 hover:text-brand-700"
              >
                <link.icon className="size-4" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function MemberFields({ kit, member }: { kit: FormKit; member?: Member }) {
  return (
    <>
      <FieldRow>
        <TextField form={kit} name="name" label="Name" defaultValue={member?.name} required autoComplete="off" />
        <TextField
          form={kit}
          name="role"
          label="Role"
          defaultValue={member?.role}
          required
          placeholder="e.g. Lead Engineer"
        />
        <TextField
          form={kit}
          name="email"
          label="Email"
          type="email"
          defaultValue={member?.email ?? ""}
          autoComplete="off"
        />
        <OrderField form={kit} label="Display order" defaultValue={member?.orderPosition ?? 0} />
      </FieldRow>
      <TextAreaField form={kit} name="bio" label="Bio" defaultValue={member?.bio ?? ""} rows={3} />
      <ImageUploadField
        name="imageUrl"
        label="Profile image"
        folder="team"
        aspect="square"
        defaultValue={member?.imageUrl}
        error={kit.fieldFor("imageUrl").error}
      />
      <RowListInput
        name="skills"
        label="Skills"
        itemLabel="Skill"
        addLabel="Add Skill"
        placeholder="e.g. TypeScript"
        defaultValue={member?.skills}
        error={kit.fieldFor("skills").error}
      />
      <FieldRow columns={3}>
        <TextField
          form={kit}
          name="linkedinUrl"
          label="LinkedIn URL"
          type="url"
          defaultValue={member?.linkedinUrl ?? ""}
          placeholder="https://linkedin.com/in/…"
        />
        <TextField
          form={kit}
          name="twitterUrl"
          label="Twitter URL"
          type="url"
          defaultValue={member?.twitterUrl ?? ""}
          placeholder="https://twitter.com/…"
        />
        <TextField
          form={kit}
          name="githubUrl"
          label="GitHub URL"
          type="url"
          defaultValue={member?.githubUrl ?? ""}
          placeholder="https://github.com/…"
        />
      </FieldRow>
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
