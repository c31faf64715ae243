import { data } from "react-router";
import { AuthShell, LinkExpired } from "~/components/auth-shell";
import { ErrorPage } from "~/components/error-page";
import { FormAlert, NewPasswordFields } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { acceptInvitation, hasValidInvitation } from "~/data/invitations.server";
import type { ActionResult } from "~/domain/action-result";
import { mailedLinkMeta, readLinkToken } from "~/domain/mailed-link";
import { AcceptInvitationSchema, INVITATION_DAYS, INVITATION_LINK_INVALID } from "~/domain/schemas/auth";
import { CLIENT_IP_HEADER } from "~/platform/auth.server";
import { attempt, parseSubmission, readForm } from "~/web/action-result.server";
import { requireArea } from "~/web/guards.server";
import { redirectWithToast } from "~/web/toast.server";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = () => mailedLinkMeta("Set your password");

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "auth");
  return readLinkToken(request, hasValidInvitation);
}

/** Sets the invited user's first password once: the token is consumed atomically with the write. */
export async function action({ request }: Route.ActionArgs) {
  // open to anyone who posts it, like the reset form: the token in the link is the proof
  const parsed = parseSubmission(await readForm(request), AcceptInvitationSchema, "Please check the form");
  if (!parsed.ok) return parsed.response;
  const { token, password } = parsed.value;
  return attempt("Could not set the password. Please try again.", async () => {
    const accepted = await acceptInvitation({ token, password, ip: request.headers.get(CLIENT_IP_HEADER) });
    if (!accepted) return data<ActionResult>({ ok: false, error: INVITATION_LINK_INVALID, at: Date.now() }, 400);
    return redirectWithToast("/auth", {
      type: "success",
      title: "Password set",
      description: "Sign in with your new password.",
    });
  });
}

export default function AcceptInvitation({ loaderData }: Route.ComponentProps) {
  const form = useForm({ schema: AcceptInvitationSchema, via: "page", plainIds: true });
  const { Form, result, formProps, isBusy } = form;
  const formError = result && !result.ok && !result.fieldErrors ? result.error : null;
  if (!loaderData.isValid || formError === INVITATION_LINK_INVALID) {
    return (
      <LinkExpired
        message={INVITATION_LINK_INVALID}
        note={`An invitation link works once, within ${INVITATION_DAYS} days of being sent. If you have already set your password, sign in with it.`}
        action={{ to: "/auth", label: "Go to Sign In" }}
      />
    );
  }
  return (
    <AuthShell>
      <h1 className="text-h2 font-bold">Set your password</h1>
      <p className="mt-2 text-sm text-ink-muted">
        Welcome to Lumen Studio. Choose the password you will sign in with, together with your e-mail address.
      </p>
      <Form {...formProps} className="mt-6 grid gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields form={form} />
        <FormAlert message={formError} />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isBusy}>
          {isBusy ? <Spinner label="Saving" /> : null}
          Set Password
        </Button>
      </Form>
    </AuthShell>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
