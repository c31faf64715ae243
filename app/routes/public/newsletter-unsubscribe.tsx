import { ArrowRight, CheckCircle2, MailX, XCircle } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { ScreenError } from "~/components/error-page";
import { MessageBand, MessageText } from "~/components/public/message-band";
import { seoMeta } from "~/components/public/seo";
import { Spinner } from "~/components/ui/card";
import { readUnsubscribeToken, unsubscribeFromNewsletter } from "~/data/newsletter.server";
import {
  NEWSLETTER_UNSUBSCRIBE_BAD_LINK,
  NEWSLETTER_UNSUBSCRIBE_QUESTION,
  NEWSLETTER_UNSUBSCRIBED,
} from "~/domain/newsletter";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    path: "/newsletter/unsubscribe",
    title: "Unsubscribe from the newsletter",
    description: "Stop receiving the Lumen Studio newsletter.",
    noindex: true,
  });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/**
 * The unsubscribe link of every newsletter mail. Opening it changes nothing (link checkers and
 * previews open links too): it shows a button that posts. Anyone holding the link may use it, signed
 * in or not.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const email = readUnsubscribeToken(tokenOf(request));
  return data({ email, done: false }, { status: email ? 200 : 400 });
}

/**
 * The button's POST and the mail client's one-click POST (body `List-Unsubscribe=One-Click`, sent
 * without a cookie or an Origin of this site) both land here; the token in the address is the proof.
 */
export async function action({ request }: Route.ActionArgs) {
  const email = readUnsubscribeToken(tokenOf(request));
  if (!email) return data({ email: null, done: false }, { status: 400 });
  await unsubscribeFromNewsletter(email);
  return { email, done: true };
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";
  const email = actionData?.email ?? loaderData.email;
  const done = Boolean(actionData?.done);
  return (
    <MessageBand
      icon={!email ? XCircle : done ? CheckCircle2 : MailX}
      failed={!email}
      title={!email ? "This link did not work" : done ? "You are unsubscribed" : "Unsubscribe"}
    >
      {!email ? (
        <MessageText role="alert">{NEWSLETTER_UNSUBSCRIBE_BAD_LINK}</MessageText>
      ) : done ? (
        <MessageText role="status">{NEWSLETTER_UNSUBSCRIBED}</MessageText>
      ) : (
        <>
          <MessageText>{NEWSLETTER_UNSUBSCRIBE_QUESTION}</MessageText>
          <p className="mt-2 font-semibold [overflow-wrap:anywhere] text-white">{email}</p>
          <Form method="post" className="mt-10">
            <button
              type="submit"
              disabled={isSubmitting}
              className="inline-flex h-12 items-center gap-2 rounded-full bg-accent-400 px-7 font-semibold text-ink hover:bg-accent-300 disabled:opacity-70"
            >
              {isSubmitting ? <Spinner label="Unsubscribing" /> : <MailX aria-hidden="true" className="size-4" />}
              Unsubscribe
            </button>
          </Form>
        </>
      )}
      {done || !email ? (
        <Link
          to="/blog"
          className="mt-10 inline-flex h-12 items-center gap-2 rounded-full bg-white/10 px-6 font-semibold text-white ring-1 ring-white/25 hover:bg-white/15"
        >
          Read the blog <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </MessageBand>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
