import { AuthShell, LinkExpired } from "~/components/auth-shell";
import { ErrorPage } from "~/components/error-page";
import { FormAlert, NewPasswordFields } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { recordPasswordReset } from "~/data/account-events.server";
import { hasValidResetToken, resetTokenOwner } from "~/data/password-reset.server";
import { AppError } from "~/domain/app-error";
import { mailedLinkMeta, readLinkToken } from "~/domain/mailed-link";
import { RESET_LINK_INVALID, ResetPasswordSchema } from "~/domain/schemas/auth";
import { CLIENT_IP_HEADER, getAuth } from "~/platform/auth.server";
import { attempt, authRefusal, parseSubmission, readForm } from "~/web/action-result.server";
import { requireArea } from "~/web/guards.server";
import { redirectWithToast } from "~/web/toast.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => mailedLinkMeta("Choose a new password");

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "auth");
  return readLinkToken(request, (token) => hasValidResetToken(token));
}

/** Sets the new password once: the token is consumed atomically, and every session of the account ends. */
export async function action({ request }: Route.ActionArgs) {
  // open to anyone who posts it, like the sign-in form: it asks only for what the visitor already holds
  const parsed = parseSubmission(await readForm(request), ResetPasswordSchema, "Please check the form");
  if (!parsed.ok) return parsed.response;
  const { token, password } = parsed.value;
  return attempt("Could not change the password. Please try again.", async () => {
    const owner = await resetTokenOwner(token);
    try {
      await getAuth().api.resetPassword({ body: { token, newPassword: password } });
    } catch (error) {
      // a used, expired or made-up token
      if (authRefusal(error)?.status === 400) throw new AppError("invalid", RESET_LINK_INVALID);
      throw error;
    }
    if (owner) {
      await recordPasswordReset(owner, request.headers.get(CLIENT_IP_HEADER));
    }
    return redirectWithToast("/auth", {
      type: "success",
      title: "Password changed",
      description: "Sign in with your new password.",
    });
  });
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const form = useForm({ schema: ResetPasswordSchema, via: "page", plainIds: true });
  const { Form, result, formProps, isBusy } = form;
  const formError = result && !result.ok && !result.fieldErrors ? result.error : null;
  if (!loaderData.isValid || formError === RESET_LINK_INVALID) {
    return (
      <LinkExpired
        message={RESET_LINK_INVALID}
        note="A reset link works once, within 1 hour of being sent."
        action={{ to: "/auth/forgot-password", label: "Send a New Link" }}
      />
    );
  }
  return (
    <AuthShell>
      <h1 className="text-h2 font-bold">Choose a new password</h1>
      <p className="mt-2 text-sm text-ink-muted">Saving it signs this account out on every other device.</p>
      <Form {...formProps} className="mt-6 grid gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields form={form} />
        <FormAlert message={formError} />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isBusy}>
          {isBusy ? <Spinner label="Saving" /> : null}
          Save New Password
        </Button>
      </Form>
    </AuthShell>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
