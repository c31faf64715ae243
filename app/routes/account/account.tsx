import {
  AccountFrame,
  DigestSection,
  EmailSection,
  NameSection,
  PasswordSection,
  SessionsSection,
  TwoFactorSection,
} from "~/components/account/account-sections";
import { ErrorPage } from "~/components/error-page";
import {
  loadAccount,
  recordPasswordChange,
  requestEmailChange,
  revokeOtherSessions,
  revokeSession,
  updateAccountName,
} from "~/data/account.server";
import { loadDigestPreferences, setDigestPreferences } from "~/data/digest.server";
import { homeFor } from "~/domain/access";
import { AppError } from "~/domain/app-error";
import { timeZoneChoices } from "~/domain/digest";
import {
  AccountNameSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  DigestPreferencesSchema,
  SessionIdSchema,
} from "~/domain/schemas/auth";
import { getAuth } from "~/platform/auth.server";
import { authRefusal, ok } from "~/web/action-result.server";
import { requireAccount } from "~/web/guards.server";
import { dispatchIntent, intent } from "~/web/intents.server";
import { redirectWithToast } from "~/web/toast.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [
  { title: "Your account | Lumen Studio" },
  { name: "robots", content: "noindex" },
];

/** Every signed-in user's own account (a user waiting for a role too): nobody else's is ever read here. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAccount(request);
  const account = await loadAccount(viewer);
  // a client chooses their weekly summary here (the time zones are a long list: only for clients)
  const digest =
    viewer.role === "client" ? { ...(await loadDigestPreferences(viewer.userId)), timeZones: timeZoneChoices() } : null;
  return { ...account, digest, role: viewer.role, home: homeFor(viewer.role) };
}

const CHECK_FORM = "Please check the form";

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAccount(request);
  return dispatchIntent(request, viewer, {
    name: intent({ schema: AccountNameSchema, failMessage: "Could not save your name" }, async ({ fullName }) => {
      await updateAccountName(viewer, fullName);
      return ok("Your name is saved");
    }),
    email: intent({ schema: ChangeEmailSchema, failMessage: CHECK_FORM }, async (input) => {
      const email = await requestEmailChange(viewer, input);
      return ok(`We sent a confirmation link to ${email}. Your address changes once you open it.`);
    }),
    password: intent({ schema: ChangePasswordSchema, failMessage: CHECK_FORM }, async (input) => {
      let headers: Headers;
      try {
        // better-auth checks the current password, saves the new hash, ends every other session and
        // gives this device a fresh session cookie
        ({ headers } = await getAuth().api.changePassword({
          body: { currentPassword: input.currentPassword, newPassword: input.password, revokeOtherSessions: true },
          headers: request.headers,
          returnHeaders: true,
        }));
      } catch (error) {
        if (authRefusal(error)?.status === 400) {
          throw new AppError("invalid", "Your current password is not correct", { field: "currentPassword" });
        }
        throw error;
      }
      await recordPasswordChange(viewer);
      const answer = new Headers();
      for (const cookie of headers.getSetCookie()) answer.append("Set-Cookie", cookie);
      // a redirect carries this device's new session cookie to the next page, with or without JavaScript
      // (a page answered to the form's POST would be read with the old session, ended by then)
      return redirectWithToast(
        "/account",
        { type: "success", title: "Password changed", description: "Every other device is signed out." },
        { headers: answer },
      );
    }),
    "revoke-session": intent(
      { schema: SessionIdSchema, failMessage: "Could not sign out that session" },
      async ({ id }) => {
        await revokeSession(viewer, id);
        return ok("That device is signed out");
      },
    ),
    digest: intent({ schema: DigestPreferencesSchema, failMessage: CHECK_FORM }, async (input) => {
      if (viewer.role !== "client") throw new AppError("forbidden", "Only clients receive the weekly summary");
      await setDigestPreferences(viewer.userId, input);
      return ok(input.weeklyDigest ? "Your weekly summary is on" : "Your weekly summary is off");
    }),
    "revoke-others": async () => {
      const count = await revokeOtherSessions(viewer);
      return ok(count === 1 ? "1 other device is signed out" : `${count} other devices are signed out`);
    },
  });
}

export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFrame home={loaderData.home} email={loaderData.email} fullName={loaderData.fullName}>
      <NameSection fullName={loaderData.fullName} email={loaderData.email} />
      <EmailSection email={loaderData.email} pending={loaderData.pendingEmail} hasPassword={loaderData.hasPassword} />
      <PasswordSection hasPassword={loaderData.hasPassword} />
      <TwoFactorSection isOn={loaderData.twoFactorEnabled} />
      {loaderData.digest ? <DigestSection {...loaderData.digest} /> : null}
      <SessionsSection sessions={loaderData.sessions} />
    </AccountFrame>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
