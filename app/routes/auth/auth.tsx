import { data, Link, redirect, useSearchParams } from "react-router";
import { AuthNotice, AuthShell } from "~/components/auth-shell";
import { ErrorPage } from "~/components/error-page";
import { useForm } from "~/components/form/use-form";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { Field, Input, PasswordInput } from "~/components/ui/input";
import { recordRefusedPassword, recordSignIn } from "~/data/account-events.server";
import { clearSignInThrottle, releaseSignInAttempt, reserveSignInAttempt } from "~/data/auth-throttle.server";
import { homeFor } from "~/domain/access";
import type { ActionResult } from "~/domain/action-result";
import { AppError } from "~/domain/app-error";
import { RETURN_TO_PARAM, safeReturnPath, twoFactorStepHref } from "~/domain/return-to";
import { PASSWORD_MIN, PASSWORD_RULE, SignInSchema, SignUpSchema } from "~/domain/schemas/auth";
import { isAllowedSignupEmail, SIGNUP_DOMAIN_MESSAGE } from "~/domain/signup";
import { throttleMessage } from "~/domain/throttle";
import { CLIENT_IP_HEADER, cookieHeaderFrom, getAuth } from "~/platform/auth.server";
import { env } from "~/platform/foundation/env.server";
import { authRefusal, fromAuthError } from "~/web/action-result.server";
import { getViewer, requireArea } from "~/web/guards.server";
import { dispatchIntent, intent } from "~/web/intents.server";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () => [
  { title: "Sign in | Lumen Studio" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  // Auth: a signed-in user is redirected by role; with no role there is no redirect
  await requireArea(request, "auth");
  return { signupDomains: env.signupDomains };
}

/**
 * A form error is 'Please check the form'; the service's refusal is its message (a 4xx; its 5xx a 400);
 * anything else is logged and answered 'Something went wrong'.
 */
const CHECK_FORM = {
  failMessage: "Please check the form",
  unexpectedMessage: "Something went wrong. Please try again.",
};

export async function action({ request }: Route.ActionArgs) {
  const auth = getAuth();
  return dispatchIntent(request, null, {
    "sign-up": intent({ schema: SignUpSchema, ...CHECK_FORM }, async ({ email, password, fullName }) => {
      if (!isAllowedSignupEmail(email, env.signupDomains)) {
        throw new AppError("forbidden", SIGNUP_DOMAIN_MESSAGE, { field: "email" });
      }
      try {
        await auth.api.signUpEmail({
          body: { email, password, name: fullName, callbackURL: "/auth/waiting" },
          headers: request.headers,
        });
      } catch (error) {
        throw fromAuthError(error, "invalid");
      }
      return data<ActionResult>({ ok: true, message: SIGNED_UP_MESSAGE, values: { email }, at: Date.now() });
    }),
    "sign-in": intent({ schema: SignInSchema, ...CHECK_FORM }, async ({ email, password }, { form }) => {
      const ip = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
      // counted before the password is checked, so a burst of guesses cannot pass the limit together
      const throttle = await reserveSignInAttempt({ email, ip });
      if (!throttle.allowed) {
        const { retryAfterMs } = throttle;
        throw new AppError("rate_limited", throttleMessage(retryAfterMs), { retryAfterMs });
      }
      try {
        const { headers, response } = await auth.api.signInEmail({
          body: { email, password },
          headers: request.headers,
          returnHeaders: true,
        });
        await clearSignInThrottle({ email, ip });
        // two-factor sign-in: the password was right, the code comes next (no session yet, so no
        // "sign-in" event: the code step records it)
        if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
          return redirect(twoFactorStepHref(safeReturnPath(form.get(RETURN_TO_PARAM))), { headers });
        }
        const viewer = await getViewer(new Request(request.url, { headers: { cookie: cookieHeaderFrom(headers) } }));
        const role = viewer.isSignedIn ? viewer.role : null;
        if (viewer.isSignedIn) {
          const who = { userId: viewer.userId, email: viewer.email };
          await recordSignIn(who, ip, { typedEmail: email });
        }
        // back to the page that sent a signed-out visitor here (a path on this site only)
        const returnTo = role ? safeReturnPath(form.get(RETURN_TO_PARAM)) : null;
        return redirect(returnTo ?? homeFor(role), { headers });
      } catch (error) {
        // a wrong e-mail or password (401) stays counted; any other outcome did not fail a password check
        if (authRefusal(error)?.status !== 401) await releaseSignInAttempt({ email, ip }).catch(() => undefined);
        else await recordRefusedPassword(email, ip);
        throw fromAuthError(error, "invalid");
      }
    }),
  });
}

const SIGNED_UP_MESSAGE = "Account created: confirm your address from the e-mail we sent.";

export default function AuthScreen({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const mode = params.get("mode") === "sign-up" ? "sign-up" : "sign-in";
  const returnTo = safeReturnPath(params.get(RETURN_TO_PARAM));
  const { Form, result, formProps, field, fieldFor, isBusy } = useForm({
    schema: mode === "sign-up" ? SignUpSchema : SignInSchema,
    via: "page",
    plainIds: true,
    // refused before any call is made
    extraCheck: (form): Record<string, string> => {
      const email = String(new FormData(form).get("email") ?? "");
      return mode === "sign-up" && email && !isAllowedSignupEmail(email, loaderData.signupDomains)
        ? { email: SIGNUP_DOMAIN_MESSAGE }
        : {};
    },
    invalidToast: (errors) => (errors.email === SIGNUP_DOMAIN_MESSAGE ? SIGNUP_DOMAIN_MESSAGE : undefined),
  });
  const signedUp = result?.ok ? (result.values?.email ?? "") : null;
  const formError = result && !result.ok && !result.fieldErrors ? result.error : null;
  const passwordHint = mode === "sign-up" ? PASSWORD_RULE : null;

  return (
    <AuthShell>
      {signedUp !== null ? (
        <AuthNotice title="Check your inbox">
          <p>
            We sent a confirmation link to <strong className="text-ink">{signedUp}</strong>. Once you confirm it, an
            administrator will grant your access.
          </p>
        </AuthNotice>
      ) : (
        <>
          <h1 className="text-h2 font-bold">{mode === "sign-in" ? "Welcome back" : "Create your staff account"}</h1>
          <p className="mt-2 text-sm text-ink-muted">
            {mode === "sign-in" ? "Sign in to your account" : "Sign-up is for company staff only."}
          </p>
          <Form {...formProps} className="mt-6 grid gap-4" key={mode}>
            <input type="hidden" name="intent" value={mode} />
            {mode === "sign-in" && returnTo ? <input type="hidden" name={RETURN_TO_PARAM} value={returnTo} /> : null}
            {mode === "sign-up" ? (
              <Field {...fieldFor("fullName")} label="Full name">
                <Input {...field("fullName")} autoComplete="name" required />
              </Field>
            ) : null}
            <Field {...fieldFor("email")} label="Email">
              <Input {...field("email")} type="email" autoComplete="email" required />
            </Field>
            <Field {...fieldFor("password")} label="Password" hint={passwordHint}>
              <PasswordInput
                {...field("password", { hint: Boolean(passwordHint) })}
                autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
                required
                minLength={mode === "sign-up" ? PASSWORD_MIN : undefined}
              />
            </Field>
            {mode === "sign-in" ? (
              <Link
                to="/auth/forgot-password"
                className="-mt-2 justify-self-end text-sm font-semibold text-brand-700 hover:underline"
              >
                Forgot password?
              </Link>
            ) : null}
            {formError ? (
              <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-700">
                {formError}
              </p>
            ) : null}
            <Button type="submit" size="lg" className="mt-2 w-full" disabled={isBusy}>
              {isBusy ? <Spinner label={mode === "sign-in" ? "Signing in" : "Creating account"} /> : null}
              {mode === "sign-in" ? "Sign In" : "Sign Up"}
            </Button>
          </Form>
          <p className="mt-6 text-center text-sm text-ink-muted">
            {mode === "sign-in" ? "Staff member without an account?" : "Already have an account?"}{" "}
            <Link
              to={mode === "sign-in" ? "?mode=sign-up" : "?"}
              replace
              className="font-semibold text-brand-700 hover:underline"
            >
              {mode === "sign-in" ? "Sign up" : "Sign in"}
            </Link>
          </p>
        </>
      )}
    </AuthShell>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
