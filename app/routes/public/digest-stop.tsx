import { ArrowRight, BellOff, CheckCircle2, XCircle } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { ScreenError } from "~/components/error-page";
import { MessageBand, MessageText } from "~/components/public/message-band";
import { seoMeta } from "~/components/public/seo";
import { Spinner } from "~/components/ui/card";
import { readDigestOptOutToken, setDigestPreferences } from "~/data/digest.server";
import type { Route } from "./+types/digest-stop";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    path: "/digest/stop",
    title: "Stop the weekly summary",
    description: "Stop receiving the weekly Lumen Studio project summary.",
    noindex: true,
  });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");
const BAD_LINK =
  "This link is not complete. Use the link in your latest weekly summary, or turn it off on your account page.";

/**
 * The "stop" link of every weekly summary. Opening it changes nothing (mail scanners open links too): a
 * button posts. The signed token in the address is the proof; signed in or not.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const clientId = readDigestOptOutToken(tokenOf(request));
  return data({ valid: Boolean(clientId), done: false }, { status: clientId ? 200 : 400 });
}

export async function action({ request }: Route.ActionArgs) {
  const clientId = readDigestOptOutToken(tokenOf(request));
  if (!clientId) return data({ valid: false, done: false }, { status: 400 });
  await setDigestPreferences(clientId, { weeklyDigest: false });
  return { valid: true, done: true };
}

export default function DigestStop({ loaderData, actionData }: Route.ComponentProps) {
  const isSubmitting = useNavigation().state === "submitting";
  const valid = actionData?.valid ?? loaderData.valid;
  const done = Boolean(actionData?.done);
  return (
    <MessageBand
      icon={!valid ? XCircle : done ? CheckCircle2 : BellOff}
      failed={!valid}
      title={!valid ? "This link did not work" : done ? "The weekly summary is off" : "Stop the weekly summary"}
    >
      {!valid ? (
        <MessageText role="alert">{BAD_LINK}</MessageText>
      ) : done ? (
        <MessageText role="status">
          You will not receive it any more. Turn it back on from your account page whenever you like.
        </MessageText>
      ) : (
        <>
          <MessageText>Stop the Monday e-mail about your projects? Your portal keeps showing everything.</MessageText>
          <Form method="post" className="mt-10">
            <button
              type="submit"
              disabled={isSubmitting}
              className="inline-flex h-12 items-center gap-2 rounded-full bg-accent-400 px-7 font-semibold text-ink hover:bg-accent-300 disabled:opacity-70"
            >
              {isSubmitting ? <Spinner label="Stopping" /> : <BellOff aria-hidden="true" className="size-4" />}
              Stop Weekly Summary
            </button>
          </Form>
        </>
      )}
      {done || !valid ? (
        <Link
          to="/account"
          className="mt-10 inline-flex h-12 items-center gap-2 rounded-full bg-white/10 px-6 font-semibold text-white ring-1 ring-white/25 hover:bg-white/15"
        >
          Your account <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </MessageBand>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
