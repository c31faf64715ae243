import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { Link, useActionData } from "react-router";
import { ScreenError } from "~/components/error-page";
import { HeroBackdrop } from "~/components/public/hero-backdrop";
import { NewsletterForm } from "~/components/public/newsletter-form";
import { seoMeta } from "~/components/public/seo";
import { subscribeToNewsletter } from "~/data/newsletter.server";
import type { ActionResult } from "~/domain/action-result";
import { NEWSLETTER_FAILURE, NEWSLETTER_SUCCESS, NewsletterSchema } from "~/domain/newsletter";
import { CLIENT_IP_HEADER } from "~/platform/auth.server";
import { env } from "~/platform/foundation/env.server";
import { attempt, ok, parseSubmission, readForm } from "~/web/action-result.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    path: "/newsletter",
    title: "Newsletter",
    description: "Subscribe to the Lumen Studio newsletter: one e-mail a month with our latest articles.",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  return null;
}

/** The newsletter box posts here (with a fetcher, or as a plain form without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  await requireArea(request, "public");
  const form = await readForm(request);
  const parsed = parseSubmission(form, NewsletterSchema, "Please enter a valid email address", [], "first-message");
  if (!parsed.ok) return parsed.response;
  return attempt(NEWSLETTER_FAILURE, async () => {
    const ip = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
    await subscribeToNewsletter({ email: parsed.value.email, ip, baseUrl: env.baseUrl });
    // the same answer whether the address was new, pending or confirmed: nothing to learn about others
    return ok(NEWSLETTER_SUCCESS);
  });
}

export default function Newsletter() {
  const result = useActionData<typeof action>() as ActionResult | undefined;
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <HeroBackdrop />
      <div className="container-page max-w-2xl py-24 md:py-32">
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Newsletter</p>
        <h1 className="mt-4 text-h1 font-bold text-white">
          {result?.ok ? "Check your inbox" : "Get new articles in your inbox"}
        </h1>
        {result?.ok ? (
          <p role="status" className="mt-6 flex items-start gap-3 text-lg leading-8 text-brand-100">
            <CheckCircle2 aria-hidden="true" className="mt-1.5 size-5 shrink-0 text-accent-300" />
            {result.message}
          </p>
        ) : (
          <>
            <p className="mt-4 text-lg leading-8 text-brand-100">
              One e-mail a month with our latest writing on product, engineering and running software projects.
            </p>
            {result && !result.ok ? (
              <p role="alert" className="mt-6 rounded-xl bg-danger-50 px-4 py-3 font-medium text-danger-700">
                {result.error}
              </p>
            ) : null}
            <NewsletterForm className="mt-8" />
          </>
        )}
        <Link to="/blog" className="mt-10 inline-flex items-center gap-2 font-semibold text-brand-100 hover:text-white">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Blog
        </Link>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
