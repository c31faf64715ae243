import type * as React from "react";
import { RowActions } from "~/components/dashboard/row-actions";
import { useBrokenImage } from "~/components/ui/avatar";

/** A 16:9 image area with a tasteful fallback when there is no image. */
export function CardImage({
  src,
  alt = "",
  fallback,
  children,
}: {
  src: string | null | undefined;
  alt?: string;
  fallback: React.ReactNode;
  children?: React.ReactNode;
}) {
  const { ref, isBroken, onError } = useBrokenImage();
  return (
    <div className="relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-brand-100 via-brand-50 to-accent-300/30">
      {src && !isBroken ? (
        <img
          ref={ref}
          onError={onError}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={640}
          height={360}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
      ) : (
        <div className="grid size-full place-items-center text-brand-400 [&_svg]:size-10" aria-hidden="true">
          {fallback}
        </div>
      )}
      {children ? <div className="absolute inset-x-3 top-3 flex flex-wrap gap-1.5">{children}</div> : null}
    </div>
  );
}

/**
 * The bottom row of a card: quiet meta on the left, the record's Edit and Delete (`RowActions`) on the
 * right; Delete posts the `delete` intent with `deleteId` after 'Are you sure you want to delete this {noun}?'.
 */
export function CardFooter({
  meta,
  name,
  noun,
  onEdit,
  deleteId,
  extra,
}: {
  meta?: React.ReactNode;
  /** the record's name, read out by the buttons ('Edit Hello World') */
  name: string;
  /** 'Are you sure you want to delete this {noun}?' */
  noun: string;
  onEdit: () => void;
  /** the record Delete removes; no Delete without it */
  deleteId?: string;
  extra?: React.ReactNode;
}) {
  return (
    <div className="mt-auto flex items-center justify-between gap-3 border-t border-line px-5 py-3">
      <div className="min-w-0 text-xs leading-snug text-ink-subtle">{meta}</div>
      <div className="flex shrink-0 items-center gap-1">
        {extra}
        <RowActions
          isLabelled
          name={name}
          onEdit={onEdit}
          remove={
            deleteId
              ? {
                  intent: "delete",
                  id: deleteId,
                  ask: { title: `Delete ${noun}?`, message: `Are you sure you want to delete this ${noun}?` },
                }
              : undefined
          }
        />
      </div>
    </div>
  );
}

export function ChipList({ items, max, label }: { items: readonly string[]; max?: number; label: string }) {
  const shown = max === undefined ? items : items.slice(0, max);
  const more = items.length - shown.length;
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((item) => (
        <li
          key={item}
          className="rounded-md bg-surface-sunken px-2 py-0.5 text-xs font-medium text-ink-muted ring-1 ring-line ring-inset"
        >
          {item}
        </li>
      ))}
      {more > 0 ? <li className="rounded-md px-1.5 py-0.5 text-xs font-medium text-brand-700">+{more} more</li> : null}
    </ul>
  );
}
