import { data, Link } from "react-router";
import { AuthNotice, AuthShell } from "~/components/auth-shell";
import { ErrorPage } from "~/components/error-page";
import { FormAlert, TextField } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { recordAccountEvent } from "~/data/account-audit.server";
import { reservePasswordResetRequest } from "~/data/auth-throttle.server";
import { findAccountByEmail } from "~/data/users.server";
import { db } from "~/db/client.server";
import type { ActionResult } from "~/domain/action-result";
import { ForgotPasswordSchema, RESET_REQUESTED_MESSAGE } from "~/domain/schemas/auth";
import { CLIENT_IP_HEADER, getAuth } from "~/platform/auth.server";
import { attempt, parseSubmission, readForm } from "~/web/action-result.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: "Forgot password | Lumen Studio" },
  { name: "robots", content: "noindex" },
];

const FAIL_MESSAGE = "Could not send the reset link. Please try again.";
const TOO_MANY = "Too many reset requests. Please try again in an hour.";

export async function loader({ request }: Route.LoaderArgs) {
  // a signed-in user is sent on by role, as on the sign-in page
  await requireArea(request, "auth");
  return null;
}

/** The same answer whether or not the address has an account; the link goes out through the mail outbox. */
export async function action({ request }: Route.ActionArgs) {
  // open to anyone who posts it, like the sign-in form: it asks only for what the visitor already holds
  const parsed = parseSubmission(await readForm(request), ForgotPasswordSchema, "Please check the form");
  if (!parsed.ok) return parsed.response;
  const { email } = parsed.value;
  return attempt(FAIL_MESSAGE, async () => {
    const ip = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
    if (!(await reservePasswordResetRequest({ email, ip }))) {
      return data<ActionResult>(
        { ok: false, error: TOO_MANY, at: Date.now() },
        { status: 429, headers: { "Retry-After": "3600" } },
      );
    }
    await getAuth().api.requestPasswordReset({ body: { email }, headers: request.headers });
    // recorded whether or not the address has an account, so the answer takes the same work either way
    await recordAccountEvent(db, {
      event: "password-reset-requested",
      actor: null,
      actorEmail: email,
      target: await findAccountByEmail(email),
      ip,
      summary: `a reset link was asked for ${email}`,
    });
    return data<ActionResult>({ ok: true, message: RESET_REQUESTED_MESSAGE, values: { email }, at: Date.now() });
  });
}

export default function ForgotPassword() {
  const form = useForm({ schema: ForgotPasswordSchema, via: "page", plainIds: true });
  const { Form, result, formProps, isBusy } = form;
  const sentTo = result?.ok ? (result.values?.email ?? "") : null;
  return (
    <AuthShell>
      {sentTo !== null ? (
        <AuthNotice title="Check your inbox">
          <p>
            If an account uses <strong className="text-ink">{sentTo}</strong>, we have sent it a link to choose a new
            password.
          </p>
          <p className="text-sm">The link works once, within 1 hour. Nothing arrived? Check the spam folder.</p>
        </AuthNotice>
      ) : (
        <>
          <h1 className="text-h2 font-bold">Forgot your password?</h1>
          <p className="mt-2 text-sm text-ink-muted">
            Enter the e-mail address of your account and we will send you a link to choose a new one.
          </p>
          <Form {...formProps} className="mt-6 grid gap-4">
            <TextField form={form} name="email" label="Email" type="email" autoComplete="email" required />
            <FormAlert message={result && !result.ok && !result.fieldErrors ? result.error : null} />
            <Button type="submit" size="lg" className="mt-2 w-full" disabled={isBusy}>
              {isBusy ? <Spinner label="Sending" /> : null}
              Send Reset Link
            </Button>
          </Form>
        </>
      )}
      <p className="mt-6 text-center text-sm text-ink-muted">
        Remembered it?{" "}
        <Link to="/auth" className="font-semibold text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
