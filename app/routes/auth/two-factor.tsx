import { Link, redirect, useSearchParams } from "react-router";
import { AuthShell } from "~/components/auth-shell";
import { ErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/input";
import { recordRefusedCode, recordSignIn } from "~/data/account-events.server";
import { clearSignInThrottle, releaseSignInAttempt, reserveSignInAttempt } from "~/data/auth-throttle.server";
import { claimTotpStep } from "~/data/two-factor.server";
import { homeFor } from "~/domain/access";
import { AppError } from "~/domain/app-error";
import { RETURN_TO_PARAM, safeReturnPath } from "~/domain/return-to";
import {
  CODE_MESSAGE,
  RECOVERY_CODE_MESSAGE,
  RecoveryCodeSchema,
  TOTP_DIGITS,
  TwoFactorCodeSchema,
} from "~/domain/schemas/two-factor";
import { throttleMessage } from "~/domain/throttle";
import { CLIENT_IP_HEADER, cookieHeaderFrom, getAuth } from "~/platform/auth.server";
import { authRefusal } from "~/web/action-result.server";
import { getViewer, requireArea } from "~/web/guards.server";
import { dispatchIntent, intent } from "~/web/intents.server";
import { redirectWithToast } from "~/web/toast.server";
import { pendingTwoFactor, totpStepOf } from "~/web/two-factor.server";
import type { Route } from "./+types/two-factor";

export const meta: Route.MetaFunction = () => [
  { title: "Two-factor sign-in | Lumen Studio" },
  { name: "robots", content: "noindex" },
];

/** Only after the right password for an account with two-factor sign-in; anyone else starts at /auth. */
export async function loader({ request }: Route.LoaderArgs) {
  const pending = await pendingTwoFactor(request);
  if (!pending) throw redirect("/auth");
  await requireArea(request, "auth");
  return { email: pending.email };
}

const WRONG_CODE = "That code is not right. Check that your phone's clock is set automatically, then try again.";
const USED_CODE = "That code has been used already. Wait for the next code in your app, then enter it.";
const WRONG_RECOVERY_CODE = "That recovery code is not right, or it has been used already.";
const LOCKED = "Too many wrong codes for this account. Please wait 15 minutes and try again.";
const START_AGAIN = "The code step has ended (it lasts 10 minutes and allows 5 tries). Sign in again.";

type Method = "totp" | "recovery";

/**
 * The second step of signing in: the code from the authenticator app, or one recovery code. Throttled
 * like the password step, on keys of its own (this account at this address, the address, the account):
 * the attempt is counted before the code is checked, so a burst of guesses cannot pass the limit.
 */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  if (viewer.isSignedIn) return redirect(homeFor(viewer.role));
  const pending = await pendingTwoFactor(request);
  if (!pending) return redirectWithToast("/auth", { type: "error", title: "Sign in again", description: START_AGAIN });
  const check = (method: Method) => (code: string, form: FormData) => verifyCode(request, pending, method, code, form);
  return dispatchIntent(request, null, {
    totp: intent({ schema: TwoFactorCodeSchema, failMessage: CODE_MESSAGE }, ({ code }, { form }) =>
      check("totp")(code, form),
    ),
    recovery: intent({ schema: RecoveryCodeSchema, failMessage: RECOVERY_CODE_MESSAGE }, ({ code }, { form }) =>
      check("recovery")(code, form),
    ),
  });
}

async function verifyCode(
  request: Request,
  pending: { userId: string; email: string },
  method: Method,
  code: string,
  form: FormData,
) {
  const auth = getAuth();
  const ip = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  const attempt = { email: pending.email, ip, step: "code" as const };
  const throttle = await reserveSignInAttempt(attempt);
  if (!throttle.allowed) {
    const { retryAfterMs } = throttle;
    throw new AppError("rate_limited", throttleMessage(retryAfterMs), { retryAfterMs });
  }
  if (method === "totp") {
    // a code signs in once: its time step is taken first, atomically, so a replay or a racing copy is refused
    const step = await totpStepOf(pending.userId, code);
    if (step !== null && !(await claimTotpStep({ userId: pending.userId, step }))) {
      await recordRefusedCode(pending, ip, method);
      throw new AppError("unauthorized", USED_CODE, { field: "code" });
    }
  }
  let headers: Headers;
  try {
    const body = { code };
    ({ headers } =
      method === "totp"
        ? await auth.api.verifyTOTP({ body, headers: request.headers, returnHeaders: true })
        : await auth.api.verifyBackupCode({ body, headers: request.headers, returnHeaders: true }));
  } catch (error) {
    const refusal = authRefusal(error);
    if (refusal?.reason === "INVALID_CODE" || refusal?.reason === "INVALID_BACKUP_CODE") {
      // a wrong code stays counted
      await recordRefusedCode(pending, ip, method);
      throw new AppError("unauthorized", method === "totp" ? WRONG_CODE : WRONG_RECOVERY_CODE, { field: "code" });
    }
    await releaseSignInAttempt(attempt).catch(() => undefined);
    if (refusal?.reason === "ACCOUNT_TEMPORARILY_LOCKED") throw new AppError("rate_limited", LOCKED);
    if (refusal && refusal.status < 500) {
      // the challenge is gone: used up, expired, or already completed in another tab
      return redirectWithToast("/auth", { type: "error", title: "Sign in again", description: START_AGAIN });
    }
    throw error;
  }
  await clearSignInThrottle(attempt);
  const viewer = await getViewer(new Request(request.url, { headers: { cookie: cookieHeaderFrom(headers) } }));
  const role = viewer.isSignedIn ? viewer.role : null;
  const who = { userId: pending.userId, email: pending.email };
  await recordSignIn(who, ip, { method });
  const returnTo = role ? safeReturnPath(form.get(RETURN_TO_PARAM)) : null;
  return redirect(returnTo ?? homeFor(role), { headers });
}

/**
 * The code field has the focus from the start; pressing a link would leave it, show its "enter the code"
 * message and grow the card, which is centred on the screen, so the link would move away before the
 * click lands. The field keeps the focus while a link is pressed (keyboard use is unchanged).
 */
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

export default function TwoFactorStep({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const method: Method = params.get("method") === "recovery" ? "recovery" : "totp";
  const returnTo = safeReturnPath(params.get(RETURN_TO_PARAM));
  const { Form, result, formProps, field, fieldFor, isBusy } = useForm({
    schema: method === "totp" ? TwoFactorCodeSchema : RecoveryCodeSchema,
    via: "page",
    plainIds: true,
  });
  const formError = result && !result.ok && !result.fieldErrors ? result.error : null;
  const switchTo = new URLSearchParams(returnTo ? { [RETURN_TO_PARAM]: returnTo } : {});
  if (method === "totp") switchTo.set("method", "recovery");
  const switchHref = `?${switchTo}`;

  return (
    <AuthShell>
      <h1 className="text-h2 font-bold">Two-factor sign-in</h1>
      <p className="mt-2 text-sm text-ink-muted">
        {method === "totp"
          ? `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`
          : "Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once."}
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        Signing in as <strong className="break-words text-ink">{loaderData.email}</strong>.{" "}
        <Link to="/auth" onMouseDown={keepFocus} className="whitespace-nowrap text-ink-muted underline hover:text-ink">
          Not you?
        </Link>
      </p>
      <Link
        to={switchHref}
        replace
        onMouseDown={keepFocus}
        className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        {method === "totp" ? "Use a recovery code instead" : "Use your authenticator app instead"}
      </Link>
      <Form {...formProps} className="mt-4 grid gap-4" key={method}>
        <input type="hidden" name="intent" value={method} />
        {returnTo ? <input type="hidden" name={RETURN_TO_PARAM} value={returnTo} /> : null}
        <Field {...fieldFor("code")} label={method === "totp" ? "Authentication code" : "Recovery code"}>
          <Input
            {...field("code")}
            autoComplete={method === "totp" ? "one-time-code" : "off"}
            inputMode={method === "totp" ? "numeric" : "text"}
            autoCapitalize="off"
            spellCheck={false}
            maxLength={method === "totp" ? 9 : 16}
            placeholder={method === "totp" ? "123456" : "abcde-12345"}
            className="font-mono tracking-widest"
            required
            autoFocus
          />
        </Field>
        <FormAlert message={formError} />
        <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
          {isBusy ? <Spinner label="Checking" /> : null}
          Verify
        </Button>
      </Form>
    </AuthShell>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
