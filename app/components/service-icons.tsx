import {
  Briefcase,
  Cloud,
  Code,
  Database,
  Globe,
  IdCard,
  LineChart,
  type LucideIcon,
  Palette,
  Rocket,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Users,
} from "lucide-react";

/**
 * The icons a service may show, by icon_name: the dashboard's picker offers exactly these and the
 * public pages draw exactly these; any other value gives a briefcase.
 */
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
  IdCard,
};

export const SERVICE_ICON_NAMES = Object.keys(SERVICE_ICONS);

/** The icon drawn for an icon_name; `data-icon` names the one drawn (Briefcase for an unknown name). */
export function ServiceIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const known = name && Object.hasOwn(SERVICE_ICONS, name) ? name : null;
  const Icon = known ? SERVICE_ICONS[known]! : Briefcase;
  return <Icon aria-hidden="true" data-icon={known ?? "Briefcase"} className={className} />;
}
