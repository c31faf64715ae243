import type * as React from "react";

type IconProps = React.ComponentProps<"svg">;

/** Brand marks (lucide ships no brand icons). 24×24, currentColor. */
export function LinkedinIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z" />
    </svg>
  );
}

export function GithubIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M12 .3a12 12 0 0 0-3.8 23.38c.6.12.83-.26.83-.57L9 21.07c-3.34.72-4.04-1.61-4.04-1.61-.55-1.39-1.34-1.76-1.34-1.76-1.08-.74.09-.73.09-.73 1.2.09 1.83 1.24 1.83 1.24 1.07 1.83 2.81 1.3 3.5 1 .1-.78.42-1.31.76-1.61-2.67-.3-5.47-1.33-5.47-5.93 0-1.31.47-2.38 1.24-3.22-.14-.3-.54-1.52.1-3.18 0 0 1-.32 3.3 1.23a11.5 11.5 0 0 1 6 0c2.28-1.55 3.29-1.23 3.29-1.23.64 1.66.24 2.88.12 3.18a4.65 4.65 0 0 1 1.23 3.22c0 4.61-2.8 5.63-5.48 5.92.42.36.81 1.1.81 2.22l-.01 3.29c0 .32.21.69.82.57A12 12 0 0 0 12 .3Z" />
    </svg>
  );
}

export type SocialLink = { href: string; label: string; icon: React.ComponentType<{ className?: string }> };

/** A person's profiles that are filled in, LinkedIn, Twitter then GitHub, each named "<name> on <site>". */
export function socialLinks(person: {
  name: string;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  githubUrl: string | null;
}): SocialLink[] {
  const links: (SocialLink | null)[] = [
    person.linkedinUrl ? { href: person.linkedinUrl, label: `${person.name} on LinkedIn`, icon: LinkedinIcon } : null,
    person.twitterUrl ? { href: person.twitterUrl, label: `${person.name} on Twitter`, icon: XIcon } : null,
    person.githubUrl ? { href: person.githubUrl, label: `${person.name} on GitHub`, icon: GithubIcon } : null,
  ];
  return links.filter((link) => link !== null);
}

/** Round icon links, one a profile: a mail link opens in place, the others in a new tab. */
export function SocialLinkList({
  links,
  className,
  linkClassName,
}: {
  links: SocialLink[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map(({ href, label, icon: Icon }) => (
        <li key={href}>
          <a
            href={href}
            aria-label={label}
            {...(href.startsWith("mailto:") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            className={linkClassName}
          >
            <Icon className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
