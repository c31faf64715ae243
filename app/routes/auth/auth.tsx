import { Eye, EyeOff } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Logo } from "~/components/brand";
import { ErrorPage } from "~/components/error-page";
import { toast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { Card, Spinner } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/input";
import { clearSignInThrottle, releaseSignInAttempt, reserveSignInAttempt } from "~/data/auth-throttle.server";
import { homeFor } from "~/domain/access";
import { fieldErrors } from "~/domain/form-values";
import { RETURN_TO_PARAM, safeReturnPath } from "~/domain/return-to";
import { PASSWORD_MIN, PASSWORD_RULE, SignInSchema, SignUpSchema } from "~/domain/schemas/auth";
import { isAllowedSignupEmail, SIGNUP_DOMAIN_MESSAGE } from "~/domain/signup";
import { throttleMessage } from "~/domain/throttle";
import { readForm } from "~/server/action-result.server";
import { CLIENT_IP_HEADER, getAuth } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { getViewer, requireArea } from "~/server/guards.server";
import { errorFields, log } from "~/server/log.server";
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

type ActionResult =
  | { intent: "sign-in" | "sign-up"; error: string; fields?: Record<string, string> }
  | { intent: "sign-up"; ok: true; email: string };

function apiMessage(error: unknown): { status: number; message: string; code?: string } | null {
  if (error && typeof error === "object" && "body" in error && "statusCode" in error) {
    const e = error as { statusCode: number; body?: { message?: string; code?: string } };
    return {
      status: e.statusCode,
      message: e.body?.message ?? "Something went wrong. Please try again.",
      code: e.body?.code,
    };
  }
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent") === "sign-up" ? "sign-up" : "sign-in";
  const auth = getAuth();

  if (intent === "sign-up") {
    const parsed = SignUpSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success)
      return data<ActionResult>({ intent, error: "Please check the form", fields: fieldErrors(parsed.error) }, 400);
    const { email, password, fullName } = parsed.data;
    if (!isAllowedSignupEmail(email, env.signupDomains)) {
      return data<ActionResult>(
        { intent, error: SIGNUP_DOMAIN_MESSAGE, fields: { email: SIGNUP_DOMAIN_MESSAGE } },
        403,
      );
    }
    try {
      await auth.api.signUpEmail({
        body: { email, password, name: fullName, callbackURL: "/auth/waiting" },
        headers: request.headers,
      });
    } catch (error) {
      const api = apiMessage(error);
      if (api) return data<ActionResult>({ intent, error: api.message }, api.status >= 500 ? 400 : api.status);
      log.error("sign-up failed", errorFields(error));
      return data<ActionResult>({ intent, error: "Something went wrong. Please try again." }, 500);
    }
    return data<ActionResult>({ intent, ok: true, email });
  }

  const parsed = SignInSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return data<ActionResult>({ intent, error: "Please check the form", fields: fieldErrors(parsed.error) }, 400);
  const { email, password } = parsed.data;
  const ip = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  // counted before the password is checked, so a burst of guesses cannot pass the limit together
  const throttle = await reserveSignInAttempt({ email, ip });
  if (!throttle.allowed) {
    return data<ActionResult>(
      { intent, error: throttleMessage(throttle.retryAfterMs) },
      { status: 429, headers: { "Retry-After": String(Math.ceil(throttle.retryAfterMs / 1000)) } },
    );
  }
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email, password },
      headers: request.headers,
      returnHeaders: true,
    });
    await clearSignInThrottle({ email, ip });
    const viewer = await getViewer(new Request(request.url, { headers: { cookie: cookieFrom(headers) } }));
    const role = viewer.isSignedIn ? viewer.role : null;
    // back to the page that sent a signed-out visitor here (a path on this site only)
    const returnTo = role ? safeReturnPath(form.get(RETURN_TO_PARAM)) : null;
    return redirect(returnTo ?? homeFor(role), { headers });
  } catch (error) {
    const api = apiMessage(error);
    // a wrong e-mail or password (401) stays counted; any other outcome did not fail a password check
    if (api?.status !== 401) await releaseSignInAttempt({ email, ip }).catch(() => undefined);
    if (api) return data<ActionResult>({ intent, error: api.message }, api.status >= 500 ? 400 : api.status);
    log.error("sign-in failed", errorFields(error));
    return data<ActionResult>({ intent, error: "Something went wrong. Please try again." }, 500);
  }
}

/** The session cookie just set, as a Cookie header, to read the new viewer's role. */
function cookieFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export default function AuthScreen({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const mode = params.get("mode") === "sign-up" ? "sign-up" : "sign-in";
  const returnTo = safeReturnPath(params.get(RETURN_TO_PARAM));
  const [showPassword, setShowPassword] = useState(false);
  const [clientError, setClientError] = useState<string | null>(null);
  const [dismissedFor, setDismissedFor] = useState<unknown>(null);
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === mode;

  useEffect(() => {
    if (result && "error" in result) toast.error("Error", { description: result.error });
  }, [result]);

  const serverError = result && "error" in result && result.intent === mode ? result : null;
  const signedUp = result && "ok" in result ? result : null;

  function onSignUpSubmit(event: React.FormEvent<HTMLFormElement>) {
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    // Refused before any call is made
    if (!isAllowedSignupEmail(email, loaderData.signupDomains)) {
      event.preventDefault();
      setClientError(SIGNUP_DOMAIN_MESSAGE);
      toast.error("Error", { description: SIGNUP_DOMAIN_MESSAGE });
    } else {
      setClientError(null);
    }
  }

  // the e-mail's message goes once the address is corrected (a company address, for sign-up)
  const serverEmailError = dismissedFor === result ? undefined : serverError?.fields?.email;
  const emailError = mode === "sign-up" ? (clientError ?? serverEmailError) : serverEmailError;
  const passwordError = serverError?.fields?.password;
  const passwordHint = mode === "sign-up" ? PASSWORD_RULE : null;

  function onEmailChange(event: React.ChangeEvent<HTMLInputElement>) {
    if (!emailError) return;
    const email = event.currentTarget.value;
    const isFixed =
      mode === "sign-up" ? isAllowedSignupEmail(email, loaderData.signupDomains) : email.trim().length > 0;
    if (isFixed) {
      setClientError(null);
      setDismissedFor(result);
    }
  }

  return (
    <main
      id="main"
      className="grid min-h-dvh bg-gradient-to-br from-brand-50 via-surface to-accent-300/20 lg:grid-cols-2"
    >
      <div className="hidden flex-col justify-between bg-brand-950 p-12 text-white lg:flex">
        <Logo inverse />
        <div>
          <p className="font-display text-4xl leading-tight font-semibold text-balance">
            Follow every sprint, ticket and invoice of your project in one place.
          </p>
          <p className="mt-4 max-w-md text-brand-200">The client portal and the staff dashboard of Lumen Studio.</p>
        </div>
        <p className="text-sm text-brand-300">Need help? hello@studio.example</p>
      </div>
      <div className="flex items-center justify-center p-6">
        <Card className="w-full max-w-md p-8">
          <div className="mb-6 lg:hidden">
            <Logo />
          </div>
          {signedUp ? (
            <div role="status">
              <h1 className="text-h2 font-bold">Check your inbox</h1>
              <p className="mt-3 text-ink-muted">
                We sent a confirmation link to <strong className="text-ink">{signedUp.email}</strong>. Once you confirm
                it, an administrator will grant your access.
              </p>
            </div>
          ) : (
            <>
              <h1 className="text-h2 font-bold">{mode === "sign-in" ? "Welcome back" : "Create your staff account"}</h1>
              <p className="mt-2 text-sm text-ink-muted">
                {mode === "sign-in" ? "Sign in to your account" : "Sign-up is for company staff only."}
              </p>
              <Form
                method="post"
                className="mt-6 grid gap-4"
                onSubmit={mode === "sign-up" ? onSignUpSubmit : undefined}
                key={mode}
              >
                <input type="hidden" name="intent" value={mode} />
                {mode === "sign-in" && returnTo ? (
                  <input type="hidden" name={RETURN_TO_PARAM} value={returnTo} />
                ) : null}
                {mode === "sign-up" ? (
                  <Field id="fullName" label="Full name" error={serverError?.fields?.fullName}>
                    <Input id="fullName" name="fullName" autoComplete="name" required />
                  </Field>
                ) : null}
                <Field id="email" label="Email" error={emailError}>
                  <Input
                    id="email"
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    aria-invalid={emailError ? true : undefined}
                    aria-describedby={emailError ? "email-error" : undefined}
                    onChange={onEmailChange}
                  />
                </Field>
                <Field id="password" label="Password" error={passwordError} hint={passwordHint}>
                  <div className="relative">
                    <Input
                      id="password"
                      name="password"
                      type={showPassword ? "text" : "password"}
                      autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
                      required
                      minLength={mode === "sign-up" ? PASSWORD_MIN : undefined}
                      aria-invalid={passwordError ? true : undefined}
                      aria-describedby={passwordError ? "password-error" : passwordHint ? "password-hint" : undefined}
                      className="pr-11"
                    />
                    <button
                      type="button"
                      className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-ink-subtle hover:text-ink"
                      onClick={() => setShowPassword((v) => !v)}
                      aria-label={showPassword ? "Hide password" : "Show password"}
                      aria-pressed={showPassword}
                    >
                      {showPassword ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
                    </button>
                  </div>
                </Field>
                {serverError && !serverError.fields ? (
                  <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-700">
                    {serverError.error}
                  </p>
                ) : null}
                <Button type="submit" size="lg" className="mt-2 w-full" disabled={submitting}>
                  {submitting ? <Spinner label={mode === "sign-in" ? "Signing in" : "Creating account"} /> : null}
                  {mode === "sign-in" ? "Sign In" : "Sign Up"}
                </Button>
              </Form>
              <p className="mt-6 text-center text-sm text-ink-muted">
                {mode === "sign-in" ? "Staff member without an account?" : "Already have an account?"}{" "}
                <Link
                  to={mode === "sign-in" ? "?mode=sign-up" : "?"}
                  replace
                  className="font-semibold text-brand-700 hover:underline"
                  onClick={() => setClientError(null)}
                >
                  {mode === "sign-in" ? "Sign up" : "Sign in"}
                </Link>
              </p>
            </>
          )}
          <p className="mt-6 text-center text-sm">
            <Link to="/" className="text-ink-muted hover:text-ink">
              ← Back to the website
            </Link>
          </p>
        </Card>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
