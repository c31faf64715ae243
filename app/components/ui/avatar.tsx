import { useEffect, useRef, useState } from "react";
import { initials } from "~/domain/initials";
import { imageUrl } from "~/lib/images";
import { cn } from "~/lib/utils";

/** An image that failed before hydration never fires `onError` again, so this also looks once on mount. */
export function useBrokenImage() {
  const ref = useRef<HTMLImageElement>(null);
  const [isBroken, setIsBroken] = useState(false);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setIsBroken(true);
  }, []);
  return { ref, isBroken, onError: () => setIsBroken(true) };
}

const TONES = {
  brand: "bg-gradient-to-br from-brand-500 to-brand-700 text-white",
  soft: "bg-brand-100 text-brand-800",
  pale: "bg-gradient-to-br from-brand-100 to-brand-200 text-brand-800",
  solid: "bg-brand-600 text-white",
  accent: "bg-gradient-to-br from-accent-300 to-accent-500 text-ink",
} as const;

const SIZES = {
  sm: { box: "size-9 text-xs", pixels: 36 },
  md: { box: "size-11 text-sm", pixels: 44 },
  lg: { box: "size-14 text-lg", pixels: 56 },
  xl: { box: "size-16 text-xl", pixels: 64 },
} as const;

/**
 * A person's picture, or their initials (from the name, else the e-mail) when there is none or it fails
 * to load. Decorative: the name is always written next to it. Round unless `className` says otherwise.
 */
export function Avatar({
  name,
  email,
  src,
  size = "md",
  tone = "brand",
  className,
  children,
}: {
  name: string | null | undefined;
  email?: string;
  src?: string | null;
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
  className?: string;
  /** What stands instead of the initials (a logo, an icon). */
  children?: React.ReactNode;
}) {
  const { ref, isBroken, onError } = useBrokenImage();
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid shrink-0 place-items-center overflow-hidden rounded-full font-display font-bold",
        SIZES[size].box,
        TONES[tone],
        className,
      )}
    >
      {src && !isBroken ? (
        <img
          ref={ref}
          src={imageUrl(src)}
          alt=""
          width={SIZES[size].pixels}
          height={SIZES[size].pixels}
          loading="lazy"
          onError={onError}
          className="size-full object-cover"
        />
      ) : (
        (children ?? initials(name, email))
      )}
    </span>
  );
}
