import { ArrowRight, CalendarDays, CheckCircle2 } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

const PROMISES = ["A reply within 24 hours", "A free first consultation", "A fixed-price quote", "An NDA on request"];

/** The closing call to action of a page: to /contact, and optionally the booking link. */
export function CtaBand({
  title = "Ready to build something your team will love?",
  text = "Tell us where you are stuck. We'll reply within 24 hours with honest next steps, a rough timeline and a price range.",
  bookingUrl,
  primaryLabel = "Start your project",
  children,
}: {
  title?: React.ReactNode;
  text?: React.ReactNode;
  bookingUrl?: string;
  primaryLabel?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="section" aria-labelledby="cta-title">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 px-6 py-14 text-white shadow-(--shadow-lift) sm:px-12 md:py-20">
          <div aria-hidden="true" className="absolute inset-0 -z-10">
            <div className="absolute -top-24 -right-24 size-80 rounded-full border-[40px] border-white/5" />
            <div className="absolute -bottom-32 left-1/3 size-96 rounded-full bg-accent-400/15 blur-3xl" />
            <div className="absolute top-10 right-1/4 size-3 rounded-full bg-accent-300" />
            <div className="absolute bottom-12 right-16 size-2 rounded-full bg-white/60" />
          </div>
          <div className="grid gap-10 lg:grid-cols-[1fr_20rem] lg:items-center">
            <div>
              <div className="max-w-2xl">
                <h2 id="cta-title" className="text-h1 font-bold text-white">
                  {title}
                </h2>
                <p className="mt-4 text-lg leading-8 text-brand-100">{text}</p>
              </div>
              <div className="mt-8 flex flex-wrap gap-3">
                <Button asChild size="lg" variant="accent">
                  <Link to="/contact">
                    {primaryLabel} <ArrowRight />
                  </Link>
                </Button>
                {bookingUrl ? (
                  <Button
                    asChild
                    size="lg"
                    variant="ghost"
                    className="text-white ring-1 ring-white/30 ring-inset hover:bg-white/10 hover:text-white"
                  >
                    <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
                      <CalendarDays /> Book a free consultation
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </Button>
                ) : null}
                {children}
              </div>
            </div>
            <ul className="hidden rounded-2xl bg-white/10 p-6 text-sm ring-1 ring-white/15 backdrop-blur ring-inset lg:block">
              {PROMISES.map((promise) => (
                <li key={promise} className="flex items-center gap-3 py-2 font-medium text-white">
                  <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
