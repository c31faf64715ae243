import { ArrowRight, CheckCircle2, MailX, XCircle } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { ScreenError } from "~/components/error-page";
import { HeroBackdrop } from "~/components/public/page-hero";
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
  const Icon = !email ? XCircle : done ? CheckCircle2 : MailX;
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <HeroBackdrop />
      <div className="container-page max-w-2xl py-24 text-center md:py-32">
        <Icon
          aria-hidden="true"
          className={email ? "mx-auto size-14 text-accent-300" : "mx-auto size-14 text-red-300"}
        />
        <h1 className="mt-6 text-h1 font-bold text-white">
          {!email ? "This link did not work" : done ? "You are unsubscribed" : "Unsubscribe"}
        </h1>
        {!email ? (
          <p role="alert" className="mt-4 text-lg leading-8 text-brand-100">
            {NEWSLETTER_UNSUBSCRIBE_BAD_LINK}
          </p>
        ) : done ? (
          <p role="status" className="mt-4 text-lg leading-8 text-brand-100">
            {NEWSLETTER_UNSUBSCRIBED}
          </p>
        ) : (
          <>
            <p className="mt-4 text-lg leading-8 text-brand-100">{NEWSLETTER_UNSUBSCRIBE_QUESTION}</p>
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
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
