import { Mail, UserRound, UsersRound } from "lucide-react";
import { GithubIcon, LinkedinIcon, XIcon } from "~/components/dashboard/brand-icons";
import { ChipList, useBrokenImage } from "~/components/dashboard/card-grid";
import type { FormKit } from "~/components/dashboard/entity-form";
import { ImageUploadField } from "~/components/dashboard/image-upload";
import { RowListInput } from "~/components/dashboard/list-inputs";
import { RecordScreen } from "~/components/dashboard/record-screen";
import { ScreenError } from "~/components/error-page";
import { Field, Input, Textarea } from "~/components/ui/input";
import { loadOrFail } from "~/data/dashboard-stats.server";
import { createTeamMember, deleteTeamMember, listTeamMembersForDashboard, updateTeamMember } from "~/data/team.server";
import { formatDate } from "~/domain/format";
import { TEAM_LISTS, TeamMemberFormSchema } from "~/domain/schemas/content";
import { requireStaff } from "~/server/guards.server";
import { emptyRecordPage, handleRecordAction, requestedPage } from "~/server/record-action.server";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = () => [{ title: "Team | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const page = requestedPage(request);
  const { data, loadError } = await loadOrFail(
    "Failed to fetch team members",
    () => listTeamMembersForDashboard({ page }),
    emptyRecordPage(),
  );
  return { members: data.rows, pageInfo: data.info, loadError };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  return handleRecordAction(request, viewer, {
    noun: "Team member",
    saveError: "Failed to save team member",
    deleteError: "Failed to delete team member",
    schema: TeamMemberFormSchema,
    lists: TEAM_LISTS,
    create: createTeamMember,
    update: updateTeamMember,
    remove: deleteTeamMember,
  });
}

type Member = Route.ComponentProps["loaderData"]["members"][number];

function Avatar({ src, name }: { src: string | null; name: string }) {
  const { ref, isBroken, onError } = useBrokenImage();
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
  return (
    <span className="relative grid size-16 shrink-0 place-items-center overflow-hidden rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 font-display text-lg font-bold text-white shadow-sm">
      {src && !isBroken ? (
        <img
          ref={ref}
          src={src}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          onError={onError}
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden="true">{initials || <UserRound />}</span>
      )}
    </span>
  );
}

export default function TeamScreen({ loaderData }: Route.ComponentProps) {
  return (
    <RecordScreen
      title="Team"
      description="The people on the public Team page, in display order."
      addLabel="Add Team Member"
      editTitle="Edit Team Member"
      listLabel="Team members"
      rows={loaderData.members}
      pageInfo={loaderData.pageInfo}
      loadError={loaderData.loadError}
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
        <Avatar src={member.imageUrl} name={member.name} />
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
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field id={kit.id("name")} label="Name" error={kit.error("name")}>
          <Input {...kit.input("name")} defaultValue={member?.name} required autoComplete="off" />
        </Field>
        <Field id={kit.id("role")} label="Role" error={kit.error("role")}>
          <Input {...kit.input("role")} defaultValue={member?.role} required placeholder="e.g. Lead Engineer" />
        </Field>
        <Field id={kit.id("email")} label="Email" error={kit.error("email")}>
          <Input {...kit.input("email")} type="email" defaultValue={member?.email ?? ""} autoComplete="off" />
        </Field>
        <Field
          id={kit.id("orderPosition")}
          label="Display order"
          error={kit.error("orderPosition")}
          hint="Lower numbers come first."
        >
          <Input
            {...kit.input("orderPosition")}
            type="number"
            inputMode="numeric"
            step={1}
            defaultValue={member?.orderPosition ?? 0}
          />
        </Field>
      </div>
      <Field id={kit.id("bio")} label="Bio" error={kit.error("bio")}>
        <Textarea {...kit.input("bio")} defaultValue={member?.bio ?? ""} rows={3} />
      </Field>
      <ImageUploadField
        name="imageUrl"
        label="Profile image"
        folder="team"
        aspect="square"
        defaultValue={member?.imageUrl}
        error={kit.error("imageUrl")}
      />
      <RowListInput
        name="skills"
        label="Skills"
        itemLabel="Skill"
        addLabel="Add Skill"
        placeholder="e.g. TypeScript"
        defaultValue={member?.skills}
        error={kit.error("skills")}
      />
      <div className="grid items-start gap-5 sm:grid-cols-3">
        <Field id={kit.id("linkedinUrl")} label="LinkedIn URL" error={kit.error("linkedinUrl")}>
          <Input
            {...kit.input("linkedinUrl")}
            type="url"
            defaultValue={member?.linkedinUrl ?? ""}
            placeholder="https://linkedin.com/in/…"
          />
        </Field>
        <Field id={kit.id("twitterUrl")} label="Twitter URL" error={kit.error("twitterUrl")}>
          <Input
            {...kit.input("twitterUrl")}
            type="url"
            defaultValue={member?.twitterUrl ?? ""}
            placeholder="https://twitter.com/…"
          />
        </Field>
        <Field id={kit.id("githubUrl")} label="GitHub URL" error={kit.error("githubUrl")}>
          <Input
            {...kit.input("githubUrl")}
            type="url"
            defaultValue={member?.githubUrl ?? ""}
            placeholder="https://github.com/…"
          />
        </Field>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
