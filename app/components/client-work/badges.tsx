import { CircleCheck, CircleDashed, CircleDot, Eye, Flag } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { Tone } from "~/domain/invoice-status";

type BadgeTone = Tone | "brand" | "warning";

const SPRINT = {
  Planned: { tone: "neutral", icon: CircleDashed },
  "In Progress": { tone: "info", icon: CircleDot },
  "In Review": { tone: "warning", icon: Eye },
  Completed: { tone: "success", icon: CircleCheck },
} as const satisfies Record<string, { tone: BadgeTone; icon: unknown }>;

export function SprintStatusBadge({ status }: { status: string }) {
  const found = SPRINT[status as keyof typeof SPRINT];
  const Icon = found?.icon ?? CircleDashed;
  return (
    <Badge tone={found?.tone ?? "neutral"}>
      <Icon aria-hidden="true" className="size-3.5" />
      {status}
    </Badge>
  );
}

const TICKET: Record<string, BadgeTone> = { "Not started": "neutral", "In progress": "info", Completed: "success" };
export function TicketStatusBadge({ status }: { status: string }) {
  return <Badge tone={TICKET[status] ?? "neutral"}>{status}</Badge>;
}

export function TicketTypeBadge({ type }: { type: string }) {
  return (
    <Badge tone={type === "Bug" ? "danger" : "brand"} className="font-medium">
      {type}
    </Badge>
  );
}

const PRIORITY: Record<string, BadgeTone> = { Low: "neutral", Medium: "yellow", High: "orange" };
export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <Badge tone={PRIORITY[priority] ?? "neutral"} className="font-medium">
      <Flag aria-hidden="true" className="size-3" />
      {priority}
    </Badge>
  );
}

const PROJECT: Record<string, BadgeTone> = {
  "In Progress": "info",
  Completed: "success",
  "On Hold": "warning",
  Cancelled: "danger",
};
export function ProjectStatusBadge({ status }: { status: string }) {
  return <Badge tone={PROJECT[status] ?? "neutral"}>{status}</Badge>;
}

export function ToneBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return <Badge tone={tone}>{label}</Badge>;
}
