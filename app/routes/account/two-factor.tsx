import { Check, Copy, Download, KeyRound, ShieldAlert, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { data, Link, useActionData } from "react-router";
import { Logo } from "~/components/brand";
import { ErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, Spinner } from "~/components/ui/card";
import { Field, Input, PasswordInput } from "~/components/ui/input";
import { recordTwoFactorChange } from "~/data/account-events.server";
import { isStaffTwoFactorRequired } from "~/data/two-factor.server";
import { homeFor, isStaffRole } from "~/domain/access";
import type { ActionResult } from "~/domain/action-result";
import { AppError } from "~/domain/app-error";
import {
  CODE_MESSAGE,
  TOTP_DIGITS,
  TWO_FACTOR_RECOVERY_CODES,
  TwoFactorConfirmSchema,
  TwoFactorPasswordSchema,
} from "~/domain/schemas/two-factor";
import { cookieHeaderFrom, getAuth } from "~/platform/auth.server";
import { authRefusal } from "~/web/action-result.server";
import { getViewer, requireArea, type SignedInViewer } from "~/web/guards.server";
import { dispatchIntent, intent } from "~/web/intents.server";
import { redirectShowingRecoveryCodes, redirectWithToast, showsRecoveryCodes } from "~/web/toast.server";
import { type TotpSetup, totpSetup, withPassword } from "~/web/two-factor.server";
import type { Route } from "./+types/two-factor";

export const meta: Route.MetaFunction = () => [
  { title: "Two-factor sign-in | Lumen Studio" },
  { name: "robots", content: "noindex" },
];

/**
 * Any signed-in user, with or without a role. While the studio requires it of staff, the dashboard sends
 * a staff member without it here (`?required=1`); the notice follows the setting itself, not the address.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = (await requireArea(request, "account")) as SignedInViewer;
  const isRequired = isStaffRole(viewer.role) && (await isStaffTwoFactorRequired());
  // right after turning it on (a redirect, with or without JavaScript): the recovery codes, this once
  const codes =
    viewer.hasTwoFactor && (await showsRecoveryCodes(request))
      ? (await getAuth().api.viewBackupCodes({ body: { userId: viewer.userId } })).backupCodes
      : undefined;
  return { email: viewer.email, isEnabled: viewer.hasTwoFactor, isRequired, home: homeFor(viewer.role), codes };
}

/** What a step answers: the setup to show (QR code and key), or the recovery codes to show once. */
type Answer = ActionResult & { setup?: TotpSetup; codes?: string[]; codesAre?: "new" };

const answer = (body: Answer, init?: ResponseInit) => data<Answer>({ ...body, at: Date.now() }, init);

const ALREADY_ON = "Two-factor sign-in is already on for this account.";
const START_AGAIN = "The setup has expired. Confirm your password to start again.";

export async function action({ request }: Route.ActionArgs) {
  const viewer = (await requireArea(request, "account")) as SignedInViewer;
  const auth = getAuth();
  const failMessage = "Could not change two-factor sign-in. Please try again.";
  const event = (kind: "two-factor-enabled" | "two-factor-disabled") =>
    recordTwoFactorChange({ userId: viewer.userId, email: viewer.email }, viewer.ip, kind === "two-factor-enabled");
  return dispatchIntent(request, viewer, {
    // step 1: the password again, then a new secret (not in force until a code from it is confirmed)
    start: intent({ schema: TwoFactorPasswordSchema, failMessage }, ({ password }) => {
      if (viewer.hasTwoFactor) throw new AppError("conflict", ALREADY_ON);
      return withPassword(viewer, async () => {
        const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: request.headers });
        const setup = "totpURI" in enabled ? totpSetup(enabled.totpURI, viewer.email) : null;
        if (!setup) throw new Error("the two-factor setup gave no usable otpauth URI");
        return answer({ ok: true, message: "Now add Lumen Studio to your authenticator app", setup });
      });
    }),
    // step 2: the first code from the app turns it on; the recovery codes are shown this once
    confirm: intent({ schema: TwoFactorConfirmSchema, failMessage: CODE_MESSAGE }, async ({ code, totpURI }) => {
      if (viewer.hasTwoFactor) throw new AppError("conflict", ALREADY_ON);
      const setup = totpSetup(totpURI ?? "", viewer.email);
      let headers: Headers;
      try {
        ({ headers } = await auth.api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true }));
      } catch (error) {
        const refusal = authRefusal(error);
        if (refusal?.reason === "INVALID_CODE" && setup) {
          const message = "That code is not right. Enter the code your app shows now.";
          return answer({ ok: false, error: message, fieldErrors: { code: message }, setup }, { status: 400 });
        }
        if (refusal && refusal.status < 500) throw new AppError("invalid", START_AGAIN);
        throw error;
      }
      await event("two-factor-enabled");
      // the session was renewed by the change: a redirect carries its cookie to the page showing the codes
      // (a page answered to the form's POST would be read with the old session, ended by then)
      return redirectShowingRecoveryCodes("/account/two-factor", { headers });
    }),
    "recovery-codes": intent({ schema: TwoFactorPasswordSchema, failMessage }, ({ password }) =>
      withPassword(viewer, async () => {
        const { backupCodes } = await auth.api.generateBackupCodes({ body: { password }, headers: request.headers });
        return answer({
          ok: true,
          message: "New recovery codes made: the old ones no longer work",
          codes: backupCodes,
          codesAre: "new",
        });
      }),
    ),
    disable: intent({ schema: TwoFactorPasswordSchema, failMessage }, ({ password }) =>
      withPassword(viewer, async () => {
        const { headers } = await auth.api.disableTwoFactor({
          body: { password },
          headers: request.headers,
          returnHeaders: true,
        });
        await event("two-factor-disabled");
        // the session was renewed by the change: read it back so the next page sees the new cookie
        await getViewer(new Request(request.url, { headers: { cookie: cookieHeaderFrom(headers) } }));
        return redirectWithToast(
          "/account/two-factor",
          {
            type: "success",
            title: "Two-factor sign-in is off",
            description: "Signing in now asks for your password only.",
          },
          { headers },
        );
      }),
    ),
  });
}

export default function TwoFactorSettings({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>() as Answer | undefined;
  const codes = result?.codes ?? loaderData.codes;
  const setup = result?.setup;
  const { isEnabled, isRequired, email, home } = loaderData;

  return (
    <main id="main" className="min-h-dvh bg-gradient-to-br from-brand-50 via-surface to-accent-300/20">
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-12">
        <div className="flex items-center justify-between gap-4">
          <Logo />
          <Link to="/account" className="text-sm font-semibold text-brand-700 hover:underline">
            ← Your account
          </Link>
        </div>
        <Card className="p-6 sm:p-8">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-h2 font-bold">Two-factor sign-in</h1>
            {isEnabled ? (
              <Badge tone="success">
                <ShieldCheck className="size-3" aria-hidden="true" />
                On
              </Badge>
            ) : (
              <Badge tone="neutral">Off</Badge>
            )}
          </div>
          <p className="mt-2 text-sm text-ink-muted">
            {isEnabled ? "Signing in as " : "With it on, signing in as "}
            <strong className="break-words text-ink">{email}</strong> asks for a code from an authenticator app (Google
            Authenticator, Microsoft Authenticator, 1Password, Authy…) after the password.
          </p>
          {isRequired && !isEnabled ? (
            <div
              role="status"
              className="mt-4 flex gap-3 rounded-lg bg-warning-50 px-4 py-3 text-sm text-warning-700 ring-1 ring-warning-600/25"
            >
              <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>
                <strong>Your studio requires two-factor sign-in for staff.</strong> Set it up here to reach the
                dashboard.
              </p>
            </div>
          ) : null}
          <div className="mt-6">
            {codes ? (
              <RecoveryCodes codes={codes} email={email} areNew={result?.codesAre === "new"} />
            ) : isEnabled ? (
              <EnabledSettings email={email} />
            ) : setup ? (
              <ScanStep setup={setup} />
            ) : (
              <PasswordStep />
            )}
          </div>
          {codes && isEnabled ? (
            <Button asChild size="lg" className="mt-6 w-full sm:w-auto">
              <Link to={isRequired ? home : "/account/two-factor"}>
                {isRequired ? "Continue" : "Done, I saved my codes"}
              </Link>
            </Button>
          ) : null}
        </Card>
      </div>
    </main>
  );
}

/** Step 1: the password again, before a secret is made. */
function PasswordStep() {
  const { Form, result, formProps, field, fieldFor, isBusy } = useForm({
    schema: TwoFactorPasswordSchema,
    via: "page",
    plainIds: true,
  });
  const formError = result && !result.ok && !result.fieldErrors ? result.error : null;
  return (
    <Form {...formProps} className="grid gap-4">
      <h2 className="font-display text-lg font-semibold">Step 1 of 3: confirm it is you</h2>
      <input type="hidden" name="intent" value="start" />
      <Field {...fieldFor("password")} label="Password">
        <PasswordInput {...field("password")} autoComplete="current-password" required />
      </Field>
      <FormAlert message={formError} />
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={isBusy}>
        {isBusy ? <Spinner label="Checking" /> : null}
        Set Up Two-Factor Sign-In
      </Button>
    </Form>
  );
}

/** Step 2: the QR code and the same secret as a key to type, then the first code from the app. */
function ScanStep({ setup }: { setup: TotpSetup }) {
  const { Form, result, formProps, field, fieldFor, isBusy } = useForm({
    schema: TwoFactorConfirmSchema,
    via: "page",
    plainIds: true,
  });
  const formError = result && !result.ok && !result.fieldErrors ? result.error : null;
  return (
    <div className="grid gap-6">
      <h2 className="font-display text-lg font-semibold">Step 2 of 3: add the account to your app</h2>
      <div className="grid items-center gap-6 sm:grid-cols-[auto_1fr]">
        <img
          src={setup.qrCode}
          alt="QR code to scan with your authenticator app"
          width={200}
          height={200}
          className="mx-auto size-50 rounded-lg bg-white ring-1 ring-line"
        />
        <div className="grid gap-2 text-sm">
          <p>Scan the QR code with your authenticator app, or add the account by hand with this key:</p>
          <dl className="grid gap-1">
            <dt className="text-xs font-semibold tracking-wider text-ink-subtle uppercase">Manual key</dt>
            <dd>
              <code
                data-testid="manual-key"
                className="block rounded-lg bg-surface-sunken px-3 py-2 font-mono text-base break-words text-ink select-all"
              >
                {setup.manualKey}
              </code>
            </dd>
          </dl>
          <p className="text-xs text-ink-subtle">Time-based, {TOTP_DIGITS} digits, every 30 seconds.</p>
        </div>
      </div>
      <Form {...formProps} className="grid gap-4">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="totpURI" value={setup.totpURI} />
        <Field {...fieldFor("code")} label={`Step 3 of 3: the ${TOTP_DIGITS}-digit code your app shows`}>
          <Input
            {...field("code")}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={9}
            placeholder="123456"
            className="font-mono tracking-widest sm:max-w-48"
            required
          />
        </Field>
        <FormAlert message={formError} />
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={isBusy}>
          {isBusy ? <Spinner label="Checking" /> : null}
          Turn On
        </Button>
      </Form>
    </div>
  );
}

/** The recovery codes, shown this once: each works once, in place of a code from the app. */
function RecoveryCodes({ codes, email, areNew }: { codes: string[]; email: string; areNew: boolean }) {
  const [isCopied, setIsCopied] = useState(false);
  const text = `Lumen Studio recovery codes for ${email}\nEach code works once.\n\n${codes.join("\n")}\n`;
  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-4">
      <div role="status" className="flex items-center gap-2 font-semibold text-success-700">
        <Check className="size-5" aria-hidden="true" />
        {areNew ? "New recovery codes made: the old ones no longer work" : "Two-factor sign-in is on"}
      </div>
      <h2 id="recovery-codes-title" className="font-display text-lg font-semibold">
        Your {codes.length} recovery codes
      </h2>
      <p className="text-sm text-ink-muted">
        Save them somewhere safe now: <strong className="text-ink">they are shown only this once.</strong> If you lose
        your phone, sign in with one of them instead of a code. Each code works once.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-surface-sunken p-4 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="text-ink">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="lumen-studio-recovery-codes.txt"
          >
            <Download aria-hidden="true" />
            Download
          </a>
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            navigator.clipboard?.writeText(text).then(
              () => setIsCopied(true),
              () => undefined,
            )
          }
        >
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? "Copied" : "Copy"}
        </Button>
      </div>
    </section>
  );
}

/** While it is on: new recovery codes, or turning it off; each asks for the password. */
function EnabledSettings({ email }: { email: string }) {
  return (
    <div className="grid gap-8">
      <PasswordAction
        email={email}
        intent="recovery-codes"
        title="New recovery codes"
        description={`Makes ${TWO_FACTOR_RECOVERY_CODES} new codes; the ones you have stop working.`}
        button="Make New Recovery Codes"
        icon={<KeyRound aria-hidden="true" />}
      />
      <PasswordAction
        email={email}
        intent="disable"
        title="Turn off two-factor sign-in"
        description="Signing in will ask for your password only."
        button="Turn Off"
        variant="danger"
      />
    </div>
  );
}

function PasswordAction({
  email,
  intent,
  title,
  description,
  button,
  icon,
  variant = "secondary",
}: {
  email: string;
  intent: "recovery-codes" | "disable";
  title: string;
  description: string;
  button: string;
  icon?: React.ReactNode;
  variant?: "secondary" | "danger";
}) {
  // each form its own fetcher, so a refusal shows at the form that was sent
  const { Form, result, formProps, field, fieldFor, isBusy } = useForm({ schema: TwoFactorPasswordSchema });
  const formError = result && !result.ok && !result.fieldErrors ? result.error : null;
  const codes = (result as Answer | undefined)?.codes;
  if (codes) return <RecoveryCodes codes={codes} email={email} areNew />;
  return (
    <Form {...formProps} className="grid gap-3" aria-labelledby={`${intent}-title`}>
      <div>
        <h2 id={`${intent}-title`} className="font-display text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-ink-muted">{description}</p>
      </div>
      <input type="hidden" name="intent" value={intent} />
      <Field {...fieldFor("password")} label="Password">
        <PasswordInput {...field("password")} autoComplete="current-password" required className="sm:max-w-80" />
      </Field>
      <FormAlert message={formError} />
      <Button type="submit" variant={variant} className="w-full sm:w-auto sm:justify-self-start" disabled={isBusy}>
        {isBusy ? <Spinner label="Checking" /> : icon}
        {button}
      </Button>
    </Form>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
