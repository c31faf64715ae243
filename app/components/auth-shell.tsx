import { Link } from "react-router";
import { Logo } from "~/components/brand";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

/** The frame of every sign-in page: the brand panel on wide screens, one card, the way back to the site. */
export function AuthShell({ children }: { children: React.ReactNode }) {
  return (
    <main
      id="main"
      className="grid min-h-dvh bg-gradient-to-br from-brand-50 via-surface to-accent-300/20 lg:grid-cols-2"
    >
      <div className="hidden flex-col justify-between bg-brand-950 p-12 text-white lg:flex">
        <Logo inverse />
        <div>
          <p className="font-display text-4xl leading-tight font-semibold text-balance">
            Follow every sprint, ticket and invoice of your project in one place.
          </p>
          <p className="mt-4 max-w-md text-brand-200">The client portal and the staff dashboard of Lumen Studio.</p>
        </div>
        <p className="text-sm text-brand-300">Need help? hello@studio.example</p>
      </div>
      <div className="flex items-center justify-center p-6">
        <Card className="w-full max-w-md p-8">
          <div className="mb-6 lg:hidden">
            <Logo />
          </div>
          {children}
          <p className="mt-6 text-center text-sm">
            <Link to="/" className="text-ink-muted hover:text-ink">
              ← Back to the website
            </Link>
          </p>
        </Card>
      </div>
    </main>
  );
}

/** A finished step ('Check your inbox'): a heading and what happens next, announced to screen readers. */
export function AuthNotice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div role="status">
      <h1 className="text-h2 font-bold">{title}</h1>
      <div className="mt-3 grid gap-3 text-ink-muted">{children}</div>
    </div>
  );
}

/** A mailed link that no longer works (used, expired or made up): why, how long such links last, where to go. */
export function LinkExpired({
  message,
  note,
  action,
}: {
  message: string;
  note: React.ReactNode;
  action: { to: string; label: string };
}) {
  return (
    <AuthShell>
      <AuthNotice title="This link has expired">
        <p>{message}</p>
        <p className="text-sm">{note}</p>
      </AuthNotice>
      <Button asChild size="lg" className="mt-6 w-full">
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </AuthShell>
  );
}
