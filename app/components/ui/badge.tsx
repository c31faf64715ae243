import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
  {
    variants: {
      tone: {
        neutral: "bg-surface-sunken text-ink-muted ring-line",
        brand: "bg-brand-50 text-brand-700 ring-brand-200",
        success: "bg-success-50 text-success-700 ring-success-600/25",
        warning: "bg-warning-50 text-warning-700 ring-warning-600/30",
        orange: "bg-orange-50 text-orange-700 ring-orange-600/25",
        yellow: "bg-yellow-50 text-yellow-800 ring-yellow-600/30",
        danger: "bg-danger-50 text-danger-700 ring-danger-600/25",
        info: "bg-info-50 text-info-700 ring-info-600/25",
        solid: "bg-brand-600 text-white ring-brand-600",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export function Badge({
  className,
  tone,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
