import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { LoadError } from "~/components/load-error";
import { Button } from "~/components/ui/button";

/** The link back to the list at the top of a detail page; `className` gives its colours. */
export function BackLink({ to, label, className }: { to: string; label: string; className: string }) {
  return (
    <Link to={to} className={`inline-flex items-center gap-2 rounded-full text-sm font-semibold ${className}`}>
      <ArrowLeft aria-hidden="true" className="size-4" /> {label}
    </Link>
  );
}

/** A detail page's 404: what is missing, the way back to its list, and the load error when a read failed. */
export function DetailNotFound({
  loadError,
  title,
  description,
  backTo,
  backLabel,
}: {
  loadError: string | null;
  title: string;
  description: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <section className="section">
      <div className="container-page max-w-2xl text-center">
        {loadError ? (
          <div className="mb-8 text-left">
            <LoadError message={loadError} />
          </div>
        ) : null}
        <p className="font-display text-7xl font-bold text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-h1 font-bold">{title}</h1>
        <p className="mt-4 text-lg text-ink-muted">{description}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to={backTo}>
            <ArrowLeft /> {backLabel}
          </Link>
        </Button>
      </div>
    </section>
  );
}
