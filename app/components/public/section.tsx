import type * as React from "react";
import { cn } from "~/lib/utils";

type SectionHeadingProps = {
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  align?: "left" | "center";
  id?: string;
  className?: string;
  children?: React.ReactNode;
};

/** Eyebrow, heading and lead of a page section. */
export function SectionHeading({ eyebrow, title, lead, align = "left", id, className, children }: SectionHeadingProps) {
  return (
    <div
      className={cn(
        "flex flex-col gap-6 md:flex-row md:items-end md:justify-between",
        align === "center" && "items-center text-center md:flex-col md:items-center",
        className,
      )}
    >
      <div className={cn("max-w-2xl", align === "center" && "mx-auto")}>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className="mt-3 text-h1 font-bold">
          {title}
        </h2>
        {lead ? <p className="mt-4 text-lg leading-8 text-ink-muted">{lead}</p> : null}
      </div>
      {children ? <div className="shrink-0">{children}</div> : null}
    </div>
  );
}

/**
 * A band of a public page: the section spacing and the page container. It is named by its heading
 * (`titleId`, the heading's id) or, when it shows none, by `label`. With `heading` it opens with a
 * SectionHeading; `action` stands beside that heading.
 */
export function PageSection({
  titleId,
  label,
  className,
  containerClassName,
  heading,
  action,
  children,
}: {
  titleId?: string;
  label?: string;
  className?: string;
  containerClassName?: string;
  heading?: Omit<SectionHeadingProps, "id" | "children" | "className">;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className={className ? `section ${className}` : "section"} aria-labelledby={titleId} aria-label={label}>
      <div className={containerClassName ? `container-page ${containerClassName}` : "container-page"}>
        {heading ? (
          <SectionHeading id={titleId} {...heading}>
            {action}
          </SectionHeading>
        ) : null}
        {children}
      </div>
    </section>
  );
}
