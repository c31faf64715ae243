import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "~/components/brand";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** Home, About, Services, Projects, Team, Blog, Contact, and 'Get Started' to /contact. */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/services", label: "Services" },
  { to: "/projects", label: "Projects" },
  { to: "/team", label: "Team" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
] as const;

/** The site's pages as list items, the current one marked (`base` for each link, `idle` for the others). */
function NavItems({ base, idle }: { base: string; idle: string }) {
  return NAV_LINKS.map((link) => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        end={link.to === "/"}
        className={({ isActive }) => cn(base, isActive ? "bg-brand-50 text-brand-700" : idle)}
      >
        {link.label}
      </NavLink>
    </li>
  ));
}

export function SiteHeader() {
  const [isOpen, setIsOpen] = useState(false);
  const location = useLocation();
  // close the mobile menu after each navigation
  const { pathname } = location;
  useEffect(() => {
    void pathname;
    setIsOpen(false);
  }, [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <div className="container-page flex h-16 items-center justify-between gap-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            <NavItems
              base="rounded-full px-3 py-2 text-sm font-medium transition-colors"
              idle="text-ink-muted hover:bg-surface-sunken hover:text-ink"
            />
          </ul>
        </nav>
        <div className="hidden md:block">
          <Button asChild size="md">
            <Link to="/contact">Get Started</Link>
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={isOpen}
          aria-controls="mobile-menu"
          aria-label={isOpen ? "Close menu" : "Open menu"}
          onClick={() => setIsOpen((v) => !v)}
        >
          {isOpen ? <X /> : <Menu />}
        </Button>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        className={cn("border-t border-line bg-white md:hidden", isOpen ? "block" : "hidden")}
      >
        <ul className="container-page grid gap-1 py-3">
          <NavItems base="block rounded-lg px-3 py-2.5 text-base font-medium" idle="text-ink hover:bg-surface-sunken" />
          <li className="pt-2">
            <Button asChild className="w-full">
              <Link to="/contact">Get Started</Link>
            </Button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
