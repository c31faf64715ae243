import {
  ArrowLeft,
  CalendarClock,
  KeyRound,
  LogOut,
  Mail,
  Monitor,
  ShieldCheck,
  ShieldOff,
  Smartphone,
  Tablet,
  UserRound,
} from "lucide-react";
import { Link, useFetcher } from "react-router";
import { Logo } from "~/components/brand";
import { ChoiceField, FormAlert, NewPasswordFields, TextField } from "~/components/form/fields";
import { type ActionResult, useActionToast } from "~/components/form/toast";
import { useForm } from "~/components/form/use-form";
import { LocalTime } from "~/components/local-time";
import { LogoutButton } from "~/components/logout-button";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, Spinner } from "~/components/ui/card";
import { Field, PasswordInput } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import {
  AccountNameSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  DigestPreferencesSchema,
} from "~/domain/schemas/auth";

const HOME_LABEL = {
  "/client-portal": "Back to Client Portal",
  "/dashboard": "Back to Dashboard",
  "/auth/waiting": "Back",
} as const;

/** The account page's frame: the brand, the way back to the viewer's own area, Logout; the sections in one column. */
export function AccountFrame({
  home,
  email,
  fullName,
  children,
}: {
  home: keyof typeof HOME_LABEL;
  email: string;
  fullName: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface-sunken">
      <header className="sticky top-0 z-30 border-b border-line bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
        <div className="container-page flex h-16 items-center justify-between gap-3">
          <Logo />
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to={home} aria-label={HOME_LABEL[home]}>
                <ArrowLeft aria-hidden="true" />
                <span className="hidden sm:inline">{HOME_LABEL[home]}</span>
                <span className="sm:hidden">Back</span>
              </Link>
            </Button>
            <LogoutButton />
          </div>
        </div>
      </header>
      <main id="main" className="container-page w-full max-w-3xl flex-1 py-8 md:py-12">
        <div className="flex items-center gap-4">
          <Avatar name={fullName || null} email={email} size="lg" tone="solid" />
          <div className="min-w-0">
            <h1 className="font-display text-3xl font-bold tracking-tight md:text-4xl">Your account</h1>
            <p className="mt-1 text-ink-muted [overflow-wrap:anywhere]">
              How you sign in to Lumen Studio, and where you are signed in.
            </p>
          </div>
        </div>
        <div className="mt-8 grid gap-6">{children}</div>
      </main>
    </div>
  );
}

/** One titled card of the page, its heading naming the region for screen readers. */
function Section({
  id,
  icon,
  title,
  description,
  aside,
  children,
}: {
  id: string;
  icon: React.ReactNode;
  title: string;
  description: React.ReactNode;
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card className="p-6 md:p-8" role="region" aria-labelledby={`${id}-title`}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 [&_svg]:size-5">
            {icon}
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-h3 font-semibold">
              {title}
            </h2>
            <p className="mt-0.5 text-sm text-ink-muted">{description}</p>
          </div>
        </div>
        {aside}
      </div>
      <div className="mt-6">{children}</div>
    </Card>
  );
}

function SubmitButton({ isBusy, busyLabel, children }: { isBusy: boolean; busyLabel: string; children: string }) {
  return (
    <Button type="submit" disabled={isBusy} className="justify-self-start">
      {isBusy ? <Spinner label={busyLabel} /> : null}
      {children}
    </Button>
  );
}

const formErrorOf = (result: ActionResult | undefined) =>
  result && !result.ok && !result.fieldErrors ? result.error : null;

export function NameSection({ fullName, email }: { fullName: string; email: string }) {
  const form = useForm({ schema: AccountNameSchema });
  const { Form: NameForm, formProps, isBusy, result } = form;
  return (
    <Section
      id="name"
      icon={<UserRound />}
      title="Your name"
      description={`Shown to the studio and on your messages. You sign in as ${email}.`}
    >
      <NameForm {...formProps} className="grid gap-4">
        <input type="hidden" name="intent" value="name" />
        <TextField form={form} name="fullName" label="Full name" defaultValue={fullName} autoComplete="name" required />
        <FormAlert message={formErrorOf(result)} />
        <SubmitButton isBusy={isBusy} busyLabel="Saving">
          Save Name
        </SubmitButton>
      </NameForm>
    </Section>
  );
}

export function EmailSection({
  email,
  pending,
  hasPassword,
}: {
  email: string;
  pending: { email: string; expiresAt: Date | string } | null;
  hasPassword: boolean;
}) {
  const form = useForm({ schema: ChangeEmailSchema });
  const { Form: EmailForm, formProps, isBusy, result, field, fieldFor } = form;
  return (
    <Section
      id="email"
      icon={<Mail />}
      title="E-mail address"
      description={
        <>
          You sign in with <strong className="text-ink [overflow-wrap:anywhere]">{email}</strong>.
        </>
      }
    >
      {pending ? (
        <p
          className="mb-5 rounded-lg bg-info-50 px-4 py-3 text-sm text-info-700 ring-1 ring-info-600/20 ring-inset"
          role="status"
        >
          Waiting for <strong className="[overflow-wrap:anywhere]">{pending.email}</strong> to confirm: open the link we
          sent there before <LocalTime value={pending.expiresAt} />. Until then you keep signing in with {email}.
        </p>
      ) : null}
      {hasPassword ? (
        <EmailForm {...formProps} className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="email" />
          <TextField form={form} name="email" label="New e-mail address" type="email" autoComplete="email" required />
          <Field {...fieldFor("currentPassword")} label="Current password" required>
            <PasswordInput {...field("currentPassword")} autoComplete="current-password" required />
          </Field>
          <div className="grid gap-4 sm:col-span-2">
            <p className="text-xs text-ink-subtle">
              We send a link to the new address; it takes effect when you open it, and we tell this address.
            </p>
            <FormAlert message={formErrorOf(result)} />
            <SubmitButton isBusy={isBusy} busyLabel="Sending">
              Send Confirmation Link
            </SubmitButton>
          </div>
        </EmailForm>
      ) : (
        <NoPasswordYet />
      )}
    </Section>
  );
}

function NoPasswordYet() {
  return (
    <p className="text-sm text-ink-muted">
      Your account has no password yet.{" "}
      <Link to="/auth/forgot-password" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        Set one through the reset link
      </Link>{" "}
      first.
    </p>
  );
}

export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const form = useForm({ schema: ChangePasswordSchema });
  const { Form: PasswordForm, formProps, isBusy, result, field, fieldFor } = form;
  return (
    <Section
      id="password"
      icon={<KeyRound />}
      title="Password"
      description="Changing it signs you out on every other device."
    >
      {hasPassword ? (
        <PasswordForm {...formProps} className="grid gap-4 sm:grid-cols-2" key={result?.ok ? result.at : "form"}>
          <input type="hidden" name="intent" value="password" />
          <Field {...fieldFor("currentPassword")} label="Current password" required className="sm:col-span-2">
            <PasswordInput {...field("currentPassword")} autoComplete="current-password" required />
          </Field>
          <NewPasswordFields form={form} markRequired />
          <div className="grid gap-4 sm:col-span-2">
            <FormAlert message={formErrorOf(result)} />
            <SubmitButton isBusy={isBusy} busyLabel="Saving">
              Change Password
            </SubmitButton>
          </div>
        </PasswordForm>
      ) : (
        <NoPasswordYet />
      )}
    </Section>
  );
}

/** A client's weekly "what shipped" summary: on or off, and the time zone its Monday 09:00 is in. */
export function DigestSection({
  weeklyDigest,
  timeZone,
  timeZones,
}: {
  weeklyDigest: boolean;
  timeZone: string;
  timeZones: string[];
}) {
  const form = useForm({ schema: DigestPreferencesSchema });
  const { Form: DigestForm, formProps, isBusy, result } = form;
  return (
    <Section
      id="weekly-summary"
      icon={<CalendarClock />}
      title="Weekly summary"
      description="Every Monday at 09:00 your time: what shipped, what moved, what needs your input and what is due."
      aside={weeklyDigest ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
    >
      <DigestForm {...formProps} className="grid gap-4">
        <input type="hidden" name="intent" value="digest" />
        <Switch
          id="weekly-digest"
          name="weeklyDigest"
          label="Send me the weekly summary"
          defaultChecked={weeklyDigest}
          key={String(weeklyDigest)}
        />
        <ChoiceField form={form} name="timeZone" label="Your time zone" choices={timeZones} defaultValue={timeZone} />
        <FormAlert message={formErrorOf(result)} />
        <SubmitButton isBusy={isBusy} busyLabel="Saving">
          Save Summary Settings
        </SubmitButton>
      </DigestForm>
    </Section>
  );
}

export function TwoFactorSection({ isOn }: { isOn: boolean }) {
  return (
    <Section
      id="two-factor"
      icon={isOn ? <ShieldCheck /> : <ShieldOff />}
      title="Two-factor sign-in"
      description="A code from an authenticator app after your password, so a stolen password is not enough."
      aside={isOn ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
    >
      <Button asChild variant={isOn ? "secondary" : "primary"}>
        <Link to="/account/two-factor">{isOn ? "Manage Two-Factor Sign-In" : "Turn On Two-Factor Sign-In"}</Link>
      </Button>
    </Section>
  );
}

type Session = {
  id: string;
  device: { label: string; kind: "desktop" | "mobile" | "tablet" | "unknown" };
  ipAddress: string | null;
  createdAt: Date | string;
  lastSeenAt: Date | string;
  isCurrent: boolean;
};

const DEVICE_ICON = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: Monitor } as const;

export function SessionsSection({ sessions }: { sessions: Session[] }) {
  const others = sessions.filter((s) => !s.isCurrent).length;
  const fetcher = useFetcher<ActionResult>({ key: "revoke-others" });
  useActionToast(fetcher.data);
  const isBusy = fetcher.state !== "idle";
  return (
    <Section
      id="sessions"
      icon={<Monitor />}
      title="Where you're signed in"
      description={`${sessions.length} active ${sessions.length === 1 ? "session" : "sessions"}. Sign out any device you don't recognise.`}
    >
      <ul className="divide-y divide-line rounded-xl ring-1 ring-line">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others > 0 ? (
        <fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="revoke-others" />
          <Button type="submit" variant="secondary" disabled={isBusy}>
            {isBusy ? <Spinner label="Signing out" /> : <LogOut aria-hidden="true" />}
            Sign Out Everywhere Else
          </Button>
        </fetcher.Form>
      ) : null}
    </Section>
  );
}

function SessionRow({ session }: { session: Session }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const Icon = DEVICE_ICON[session.device.kind];
  const isBusy = fetcher.state !== "idle";
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4" aria-label={session.device.label}>
      <Icon className="size-5 shrink-0 text-ink-subtle" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device.label}
          {session.isCurrent ? <Badge tone="brand">This device</Badge> : null}
        </p>
        <p className="mt-0.5 text-sm text-ink-muted [overflow-wrap:anywhere]">
          {session.ipAddress ? <span>{session.ipAddress} · </span> : null}
          {session.isCurrent ? (
            "Active now"
          ) : (
            <>
              Last seen <LocalTime value={session.lastSeenAt} />
            </>
          )}
        </p>
      </div>
      {session.isCurrent ? null : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="revoke-session" />
          <input type="hidden" name="id" value={session.id} />
          <Button
            type="submit"
            variant="ghost"
            size="sm"
            disabled={isBusy}
            aria-label={`Sign out ${session.device.label}`}
          >
            {isBusy ? <Spinner label="Signing out" /> : null}
            Sign Out
          </Button>
        </fetcher.Form>
      )}
    </li>
  );
}
