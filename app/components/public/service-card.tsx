import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { ServiceIcon } from "~/components/service-icons";
import type { PublicService } from "~/data/public/services.server";
import { contactHrefFor } from "~/domain/contact-options";
import { cn } from "~/lib/utils";

export function ServiceCard({
  service,
  featureLimit,
  headingLevel = "h3",
  ctaLabel = "Get Started",
  ctaTo,
}: {
  service: PublicService;
  featureLimit?: number;
  headingLevel?: "h2" | "h3";
  ctaLabel?: string;
  /** Where the button leads; by default the contact form with this service chosen. */
  ctaTo?: string;
}) {
  const features = featureLimit ? service.features.slice(0, featureLimit) : service.features;
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col rounded-(--radius-card) border border-line bg-white p-7 shadow-(--shadow-card) transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-(--shadow-lift) motion-reduce:hover:translate-y-0">
      <div className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-600 group-hover:text-white">
        <ServiceIcon name={service.iconName} className="size-6" />
      </div>
      <Heading className="mt-6 text-h3 font-semibold">{service.title}</Heading>
      <p className="mt-2 text-sm leading-6 text-ink-muted">{service.description}</p>
      {features.length > 0 ? (
        <ul className="mt-5 grid gap-2.5 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-600" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex items-end justify-between gap-4 pt-7">
        {service.priceStarting ? (
          <p className="text-sm text-ink-muted">
            Starting at
            <span className="block font-display text-2xl font-bold text-ink">{service.priceStarting}</span>
          </p>
        ) : (
          <span />
        )}
        <Link
          to={ctaTo ?? contactHrefFor(service.title)}
          className={cn(
            "inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 transition-colors ring-inset hover:bg-brand-600 hover:text-white hover:ring-brand-600",
          )}
        >
          {ctaLabel}
          <span className="sr-only"> with {service.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
