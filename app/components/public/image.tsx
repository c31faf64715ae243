import type * as React from "react";
import { preload } from "react-dom";
import { imageSrcSet, imageUrl } from "~/lib/images";
import { cn } from "~/lib/utils";

/**
 * The shipped images under /images/portfolio and /images/blog come in two widths (name.webp is 1600 px,
 * name-800.webp is 800 px); uploads come in one. `src` is the plain address; the srcset has the versioned ones.
 */
export function srcSetFor(src: string) {
  const m = src.match(/^(\/images\/(?:portfolio|blog)\/[\w-]+)\.webp$/);
  return m ? `${imageUrl(`${m[1]}-800.webp`)} 800w, ${imageUrl(src)} 1600w` : undefined;
}

export const PROJECT_FALLBACK_IMAGE = "/images/portfolio/fallback.webp";
export const BLOG_FALLBACK_IMAGE = "/images/blog/fallback.webp";

type ImgProps = Omit<React.ComponentProps<"img">, "src" | "width" | "height" | "alt"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** above the fold: loaded at once with high priority */
  priority?: boolean;
  /** shown when src is missing or fails to load */
  fallback?: string;
};

/**
 * An <img> with intrinsic size (no layout shift), lazy below the fold, and srcset/sizes where we have
 * widths; a `priority` image (above the fold) is loaded at once, with high priority, and preloaded.
 * Shipped pictures are linked at their versioned addresses (imageUrl), which browsers keep for a year.
 */
export function Img({
  src,
  srcSet: explicitSrcSet,
  alt,
  width,
  height,
  priority = false,
  fallback,
  sizes,
  className,
  ...props
}: ImgProps) {
  const srcSet = explicitSrcSet ? imageSrcSet(explicitSrcSet) : srcSetFor(src);
  const address = imageUrl(src);
  // the page's main image (its largest paint) is asked for from the <head>, before the body is parsed
  if (priority && address) {
    preload(address, {
      as: "image",
      fetchPriority: "high",
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
    });
  }
  return (
    <img
      src={address}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      onError={
        fallback
          ? (event) => {
              const img = event.currentTarget;
              if (img.dataset.fallback) return;
              img.dataset.fallback = "1";
              img.removeAttribute("srcset");
              img.src = imageUrl(fallback);
            }
          : undefined
      }
      className={cn("bg-surface-sunken", className)}
      {...props}
    />
  );
}
