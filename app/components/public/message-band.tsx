import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { HeroBackdrop } from "./hero-backdrop";

/**
 * A page that is one message on the dark band, as a mailed link's answer: an icon (light when all
 * went well, red when the link did not work), the heading, then the message and what to do next.
 */
export function MessageBand({
  icon: Icon,
  failed,
  title,
  children,
}: {
  icon: LucideIcon;
  failed: boolean;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <HeroBackdrop />
      <div className="container-page max-w-2xl py-24 text-center md:py-32">
        <Icon
          aria-hidden="true"
          className={failed ? "mx-auto size-14 text-red-300" : "mx-auto size-14 text-accent-300"}
        />
        <h1 className="mt-6 text-h1 font-bold text-white">{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** The message under a MessageBand's heading; `role` says whether it is news (status) or a failure (alert). */
export function MessageText({ role, children }: { role?: "status" | "alert"; children: React.ReactNode }) {
  return (
    <p role={role} className="mt-4 text-lg leading-8 text-brand-100">
      {children}
    </p>
  );
}
