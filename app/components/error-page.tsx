import { Link } from "react-router";

const COPY = {
  404: { title: "Oops! Page not found", text: "The page you are looking for doesn't exist or has moved." },
  500: { title: "Something went wrong", text: "We hit an unexpected problem. Please try again in a moment." },
  503: { title: "We'll be right back", text: "The site is briefly unavailable. Please try again in a minute." },
} as const;

/** spec 2 §2: the 404 page reads 'Oops! Page not found' with a 'Return to Home' link. */
export function ErrorPage({ status }: { status: 404 | 500 | 503 }) {
  const copy = COPY[status];
  return (
    <main id="main" className="grid min-h-[70vh] place-items-center bg-surface px-6 py-24">
      <div className="max-w-lg text-center">
        <p className="font-display text-7xl font-bold text-brand-600">{status}</p>
        <h1 className="mt-4 text-h1 font-bold">{copy.title}</h1>
        <p className="mt-4 text-ink-muted">{copy.text}</p>
        <Link
          to="/"
          className="mt-8 inline-flex h-11 items-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Return to Home
        </Link>
      </div>
    </main>
  );
}
