import { Clock, Mail } from "lucide-react";
import { imageUrl } from "~/lib/images";
import { srcSetFor } from "./image";

/*
 * The pictures of the page heroes that more than one page draws. Decorative only; images load lazily
 * so phones, which hide the picture, never fetch them. A picture only one page draws lives in that page.
 */

function WindowChrome() {
  return (
    <div className="flex items-center gap-1.5 border-b border-white/10 px-4 py-3">
      <span className="size-2.5 rounded-full bg-danger-600/80" />
      <span className="size-2.5 rounded-full bg-accent-400/80" />
      <span className="size-2.5 rounded-full bg-success-600/80" />
      <span className="ml-3 h-2 w-28 rounded-full bg-white/15" />
    </div>
  );
}

/** Three stacked application windows, the front one with a rising chart: the software the studio builds. */
export function AppWindowsArt() {
  return (
    <>
      <div className="absolute top-2 right-0 h-56 w-72 rotate-6 rounded-2xl bg-white/5 ring-1 ring-white/10" />
      <div className="absolute top-8 right-8 h-56 w-80 rotate-2 rounded-2xl bg-brand-800/60 ring-1 ring-white/10" />
      <div className="absolute top-16 right-16 w-80 -rotate-2 overflow-hidden rounded-2xl bg-brand-900 shadow-2xl ring-1 ring-white/15">
        <WindowChrome />
        <div className="grid grid-cols-[4.5rem_1fr] gap-4 p-4">
          <div className="space-y-2">
            <span className="block h-2 rounded-full bg-brand-400/60" />
            <span className="block h-2 w-4/5 rounded-full bg-white/15" />
            <span className="block h-2 w-3/5 rounded-full bg-white/15" />
            <span className="block h-2 w-4/5 rounded-full bg-white/15" />
          </div>
          <div>
            <div className="grid grid-cols-3 gap-2">
              <span className="h-10 rounded-lg bg-white/10" />
              <span className="h-10 rounded-lg bg-white/10" />
              <span className="h-10 rounded-lg bg-accent-400/80" />
            </div>
            <svg className="mt-3 h-20 w-full" viewBox="0 0 200 80" fill="none" preserveAspectRatio="none">
              <path
                d="M0 70 L30 58 L60 62 L95 40 L125 46 L160 20 L200 12"
                stroke="currentColor"
                strokeOpacity=".8"
                strokeWidth="3"
                className="text-accent-300"
              />
              <path d="M0 70 L30 58 L60 62 L95 40 L125 46 L160 20 L200 12 V80 H0 Z" className="fill-accent-400/15" />
            </svg>
          </div>
        </div>
      </div>
    </>
  );
}

/** A conversation: a visitor's message, our reply, and the post on its way. */
export function ConversationArt() {
  return (
    <>
      <div className="absolute top-6 left-2 w-64 rounded-3xl rounded-bl-md bg-white/10 p-5 ring-1 ring-white/15">
        <span className="block h-2.5 w-5/6 rounded-full bg-white/40" />
        <span className="mt-3 block h-2.5 w-full rounded-full bg-white/25" />
        <span className="mt-3 block h-2.5 w-2/3 rounded-full bg-white/25" />
      </div>
      <div className="absolute top-36 right-2 w-64 rounded-3xl rounded-br-md bg-brand-600 p-5 shadow-2xl ring-1 ring-brand-400/50">
        <span className="block h-2.5 w-3/4 rounded-full bg-white/70" />
        <span className="mt-3 block h-2.5 w-full rounded-full bg-white/45" />
        <span className="mt-3 flex items-center gap-1.5">
          <span className="size-2 rounded-full bg-white/80" />
          <span className="size-2 rounded-full bg-white/60" />
          <span className="size-2 rounded-full bg-white/40" />
        </span>
      </div>
      <span className="absolute right-12 -top-1 flex size-16 rotate-12 items-center justify-center rounded-2xl bg-accent-400 text-brand-950 shadow-xl">
        <Mail className="size-8" />
      </span>
      <span className="absolute bottom-2 left-10 flex size-14 items-center justify-center rounded-full bg-white/10 text-accent-300 ring-1 ring-white/20">
        <Clock className="size-7" />
      </span>
    </>
  );
}

/** An image of a hero picture: decorative, loaded lazily; with `sizes` it offers the smaller file too. */
export function ArtImage({
  src,
  sizes,
  width,
  height,
  className,
}: {
  src: string;
  sizes?: string;
  width: number;
  height: number;
  className: string;
}) {
  return (
    <img
      src={imageUrl(src)}
      srcSet={sizes ? srcSetFor(src) : undefined}
      sizes={sizes}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
