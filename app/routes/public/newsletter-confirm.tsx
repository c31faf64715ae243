import { ArrowRight, CheckCircle2, XCircle } from "lucide-react";
import { data, Link } from "react-router";
import { ScreenError } from "~/components/error-page";
import { MessageBand, MessageText } from "~/components/public/message-band";
import { seoMeta } from "~/components/public/seo";
import { confirmNewsletterSubscription } from "~/data/newsletter.server";
import { NEWSLETTER_BAD_LINK, NEWSLETTER_CONFIRMED } from "~/domain/newsletter";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    path: "/newsletter/confirm",
    title: "Confirm your subscription",
    description: "Confirm your subscription to the Lumen Studio newsletter.",
    noindex: true,
  });

/** The link of the confirmation e-mail (double opt-in). Confirming twice is harmless. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await confirmNewsletterSubscription(token);
  return data({ confirmed: outcome !== "invalid" }, { status: outcome === "invalid" ? 400 : 200 });
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { confirmed } = loaderData;
  return (
    <MessageBand
      icon={confirmed ? CheckCircle2 : XCircle}
      failed={!confirmed}
      title={confirmed ? "Subscription confirmed" : "This link did not work"}
    >
      <MessageText role={confirmed ? "status" : "alert"}>
        {confirmed ? NEWSLETTER_CONFIRMED : NEWSLETTER_BAD_LINK}
      </MessageText>
      <Link
        to="/blog"
        className="mt-10 inline-flex h-12 items-center gap-2 rounded-full bg-accent-400 px-6 font-semibold text-ink hover:bg-accent-300"
      >
        Read the blog <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </MessageBand>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
