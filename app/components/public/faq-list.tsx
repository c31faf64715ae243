import { Plus } from "lucide-react";
import type { PublicFaq } from "~/data/public/services.server";

/** The FAQ list: native disclosure widgets, so it works without JavaScript. */
export function FaqList({ faqs }: { faqs: PublicFaq[] }) {
  if (faqs.length === 0) return null;
  return (
    <div className="divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)">
      {faqs.map((faq, i) => (
        <details key={faq.id} className="group" open={i === 0}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 px-6 py-5 text-left font-semibold text-ink transition-colors hover:bg-surface-sunken/60 focus-visible:outline-offset-[-3px] sm:px-8 [&::-webkit-details-marker]:hidden">
            <span className="text-base sm:text-lg">{faq.question}</span>
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition-transform duration-300 group-open:rotate-45 motion-reduce:transition-none"
            >
              <Plus className="size-4" />
            </span>
          </summary>
          <p className="px-6 pb-6 leading-7 text-ink-muted sm:px-8">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
