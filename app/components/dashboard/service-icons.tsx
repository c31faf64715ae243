import {
  Briefcase,
  Cloud,
  Code,
  Database,
  Globe,
  LineChart,
  type LucideIcon,
  Palette,
  Rocket,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Users,
} from "lucide-react";

/** Icon names a service may use; the public page falls back to a briefcase. */
export const SERVICE_ICONS: Record<string, LucideIcon> = {
  Globe,
  Smartphone,
  Users,
  Rocket,
  Briefcase,
  Palette,
  Code,
  Database,
  Cloud,
  ShoppingCart,
  LineChart,
  ShieldCheck,
};

export const SERVICE_ICON_NAMES = Object.keys(SERVICE_ICONS);

export function ServiceIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = (name && SERVICE_ICONS[name]) || Briefcase;
  return <Icon className={className} aria-hidden="true" />;
}
