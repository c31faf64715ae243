import { data } from "react-router";
import { AuthShell, LinkExpired } from "~/components/auth-shell";
import { ErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { confirmEmailChange, hasValidEmailChangeToken } from "~/data/account.server";
import { mailedLinkMeta, readLinkToken } from "~/domain/mailed-link";
import { ConfirmEmailSchema, EMAIL_CHANGE_LINK_INVALID } from "~/domain/schemas/auth";
import { CLIENT_IP_HEADER } from "~/platform/auth.server";
import { attempt, parseSubmission, readForm } from "~/web/action-result.server";
import { getViewer, requireArea } from "~/web/guards.server";
import { redirectWithToast } from "~/web/toast.server";
import type { Route } from "./+types/confirm-email";

export const meta: Route.MetaFunction = () => mailedLinkMeta("Confirm your new address");

/**
 * The link mailed to a new address. Opening it changes nothing (a mail scanner may open links): the
 * button does, once. Anyone holding the link may press it, signed in or not: the link is the proof
 * that the new address is theirs.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  const { token, isValid } = await readLinkToken(request, (token) => hasValidEmailChangeToken(token));
  return data({ token, isValid }, { status: isValid ? 200 : 400 });
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseSubmission(await readForm(request), ConfirmEmailSchema, EMAIL_CHANGE_LINK_INVALID);
  if (!parsed.ok) return parsed.response;
  return attempt(EMAIL_CHANGE_LINK_INVALID, async () => {
    const { email } = await confirmEmailChange(parsed.value.token, request.headers.get(CLIENT_IP_HEADER));
    const viewer = await getViewer(request);
    return redirectWithToast(viewer.isSignedIn ? "/account" : "/auth", {
      type: "success",
      title: "Address changed",
      description: `You now sign in with ${email}.`,
    });
  });
}

export default function ConfirmEmail({ loaderData }: Route.ComponentProps) {
  const { Form, result, formProps, isBusy } = useForm({ schema: ConfirmEmailSchema, via: "page", plainIds: true });
  const formError = result && !result.ok ? result.error : null;
  if (!loaderData.isValid || formError === EMAIL_CHANGE_LINK_INVALID) {
    return (
      <LinkExpired
        message={EMAIL_CHANGE_LINK_INVALID}
        note="A confirmation link works once, within 24 hours of being sent."
        action={{ to: "/account", label: "Go to Your Account" }}
      />
    );
  }
  return (
    <AuthShell>
      <h1 className="text-h2 font-bold">Confirm your new address</h1>
      <p className="mt-2 text-sm text-ink-muted">
        From now on you will sign in with the address this e-mail reached. We tell your old address too.
      </p>
      <Form {...formProps} className="mt-6 grid gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <FormAlert message={formError} />
        <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
          {isBusy ? <Spinner label="Confirming" /> : null}
          Confirm New Address
        </Button>
      </Form>
    </AuthShell>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
