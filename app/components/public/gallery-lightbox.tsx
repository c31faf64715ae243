import { ChevronLeft, ChevronRight, Expand, X } from "lucide-react";
import type * as React from "react";
import { useCallback, useEffect, useRef, useState } from "react";
import { imageUrl } from "~/lib/images";
import { cn } from "~/lib/utils";
import { onArrowKeys } from "./arrow-keys";
import { Img, srcSetFor } from "./image";

/**
 * Project detail: the image gallery with a lightbox. The cover comes first; the lightbox has
 * previous and next controls, a counter, arrow keys and Escape. Without JavaScript each image is a link to the file.
 */
export function GalleryLightbox({ images, title }: { images: string[]; title: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(0);
  const count = images.length;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  const open = (i: number) => {
    setIndex(i);
    dialogRef.current?.showModal();
    document.documentElement.style.overflow = "hidden";
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      document.documentElement.style.overflow = "";
    };
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("close", onClose);
      document.documentElement.style.overflow = "";
    };
  }, []);

  if (count === 0) return null;
  const altFor = (i: number) => `${title}: image ${i + 1} of ${count}`;
  const [first, ...rest] = images;

  return (
    <>
      <div
        className={cn(
          "grid grid-cols-2 gap-3 md:gap-4",
          rest.length === 1 && "md:grid-cols-2",
          rest.length > 1 && "md:grid-cols-3",
        )}
      >
        <GalleryItem
          src={first!}
          alt={altFor(0)}
          onOpen={() => open(0)}
          priority
          className={cn(
            "col-span-2",
            rest.length === 1 && "md:col-span-1",
            rest.length > 1 && "md:col-span-2 md:row-span-2",
          )}
          sizes={
            rest.length === 0
              ? "(min-width: 1280px) 1220px, 94vw"
              : rest.length === 1
                ? "(min-width: 1280px) 610px, (min-width: 768px) 48vw, 92vw"
                : "(min-width: 1280px) 820px, (min-width: 768px) 66vw, 92vw"
          }
        />
        {rest.map((src, i) => (
          <GalleryItem
            key={src}
            src={src}
            alt={altFor(i + 1)}
            onOpen={() => open(i + 1)}
            className={cn(rest.length === 1 && "col-span-2 md:col-span-1")}
            sizes={
              rest.length === 1
                ? "(min-width: 1280px) 610px, (min-width: 768px) 48vw, 92vw"
                : "(min-width: 1280px) 400px, (min-width: 768px) 33vw, 46vw"
            }
          />
        ))}
      </div>

      <dialog
        ref={dialogRef}
        aria-label={`${title} gallery`}
        className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-transparent p-0 text-white backdrop:bg-brand-950/92 backdrop:backdrop-blur-sm open:flex open:flex-col"
        onKeyDown={onArrowKeys((by) => go(index + by))}
        onClick={(event) => {
          // a click on the backdrop (the dialog itself, not its content) closes it
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p className="text-sm font-semibold tabular-nums" aria-live="polite" data-testid="lightbox-counter">
            {index + 1} / {count}
          </p>
          <p className="hidden truncate text-sm text-brand-200 sm:block">{title}</p>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="flex size-11 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20 ring-inset hover:bg-white hover:text-brand-900 focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close gallery</span>
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-3 pb-6 sm:px-20">
          <img
            key={images[index]}
            src={imageUrl(images[index])}
            srcSet={srcSetFor(images[index]!)}
            sizes="(min-width: 640px) calc(100vw - 10rem), 100vw"
            alt={altFor(index)}
            width={1600}
            height={1000}
            className="max-h-full w-auto max-w-full animate-fade-up rounded-xl object-contain shadow-2xl motion-reduce:animate-none"
          />
          {count > 1 ? (
            <>
              <LightboxButton side="left" label="Previous image" onClick={() => go(index - 1)}>
                <ChevronLeft />
              </LightboxButton>
              <LightboxButton side="right" label="Next image" onClick={() => go(index + 1)}>
                <ChevronRight />
              </LightboxButton>
            </>
          ) : null}
        </div>
      </dialog>
    </>
  );
}

function GalleryItem({
  src,
  alt,
  onOpen,
  sizes,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  onOpen: () => void;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <a
      href={imageUrl(src)}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
      className={cn(
        "group relative block overflow-hidden rounded-(--radius-card) border border-line bg-surface-sunken shadow-(--shadow-card)",
        className,
      )}
    >
      <Img
        src={src}
        alt={alt}
        width={1600}
        height={1000}
        sizes={sizes}
        priority={priority}
        className="size-full object-cover transition duration-500 group-hover:scale-[1.02] motion-reduce:transition-none"
      />
      <span
        aria-hidden="true"
        className="absolute right-3 bottom-3 flex items-center gap-1.5 rounded-full bg-brand-950/75 px-3 py-1.5 text-xs font-semibold text-white opacity-0 backdrop-blur transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        <Expand className="size-3.5" /> View
      </span>
      <span className="sr-only"> (open in gallery)</span>
    </a>
  );
}

function LightboxButton({
  side,
  label,
  onClick,
  children,
}: {
  side: "left" | "right";
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        "absolute top-1/2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 backdrop-blur ring-inset hover:bg-white hover:text-brand-900 focus-visible:outline-white [&_svg]:size-6",
        side === "left" ? "left-3 sm:left-6" : "right-3 sm:right-6",
      )}
    >
      {children}
    </button>
  );
}
