import { Link } from "react-router";
import { Logo, SITE_NAME } from "~/components/brand";
import { NAV_LINKS } from "~/components/site-header";

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.5fr_1fr_1fr]">
        <div>
          <Logo inverse />
          <p className="mt-4 max-w-sm text-sm leading-6 text-brand-200">
            We design and build custom CRM systems, SaaS platforms, MVPs and employee management systems for companies
            that have outgrown spreadsheets.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold text-white">Explore</h2>
          <ul className="mt-4 grid grid-cols-2 gap-2 text-sm">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <Link className="text-brand-200 hover:text-white" to={l.to}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <Link className="text-brand-200 hover:text-white" to="/mission">
                Mission
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">Clients</h2>
          <ul className="mt-4 grid gap-2 text-sm">
            <li>
              <Link className="text-brand-200 hover:text-white" to="/auth">
                Client sign in
              </Link>
            </li>
            <li>
              <a className="text-brand-200 hover:text-white" href="mailto:hello@studio.example">
                hello@studio.example
              </a>
            </li>
            <li className="text-brand-300">Monday to Friday 9AM-6PM CEST</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-xs text-brand-300">
          © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
