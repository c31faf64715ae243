import { CircleCheck, CircleDashed, CircleDot, Clock, Eye } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { Tone } from "~/domain/invoice-status";
import { normalizeClientProjectStatus, normalizeSprintStatus, normalizeTicketStatus } from "~/domain/statuses";

type BadgeTone = Tone | "brand" | "warning";

const SPRINT_TONES: Record<string, BadgeTone> = {
  Planned: "neutral",
  "In Progress": "info",
  "In Review": "warning",
  Completed: "success",
};

const SPRINT_ICONS = {
  Planned: CircleDashed,
  "In Progress": CircleDot,
  "In Review": Eye,
  Completed: CircleCheck,
} as const;

export function SprintStatusBadge({ status }: { status: string | null }) {
  const value = safe(normalizeSprintStatus, status);
  const Icon = SPRINT_ICONS[value as keyof typeof SPRINT_ICONS] ?? Clock;
  return (
    <Badge tone={SPRINT_TONES[value] ?? "neutral"}>
      <Icon aria-hidden="true" className="size-3.5" />
      {value}
    </Badge>
  );
}

const TICKET_TONES: Record<string, BadgeTone> = {
  "Not started": "neutral",
  "In progress": "info",
  Completed: "success",
};

/**
 * A task's status; on a sprint already Completed (signed off), a task not finished reads "Carried over":
 * it moves on with the project instead of reading as work the sprint left undone.
 */
export function TicketStatusBadge({ status, sprintClosed = false }: { status: string | null; sprintClosed?: boolean }) {
  const value = safe(normalizeTicketStatus, status);
  if (sprintClosed && value !== "Completed") return <Badge tone="warning">Carried over</Badge>;
  return <Badge tone={TICKET_TONES[value] ?? "neutral"}>{value}</Badge>;
}

export function TicketTypeBadge({ type }: { type: string }) {
  return (
    <Badge tone="brand" className="font-medium">
      {type}
    </Badge>
  );
}

const PROJECT_TONES: Record<string, BadgeTone> = {
  "In Progress": "info",
  Completed: "success",
  "On Hold": "warning",
  Cancelled: "danger",
};

export function ProjectStatusBadge({ status, className }: { status: string; className?: string }) {
  const value = safe(normalizeClientProjectStatus, status);
  return (
    <Badge tone={PROJECT_TONES[value] ?? "neutral"} className={className}>
      {value}
    </Badge>
  );
}

export function InvoiceStatusBadge({ label, tone }: { label: string; tone: Tone }) {
  return <Badge tone={tone}>{label}</Badge>;
}

/** A status spelled in a way the normaliser does not know is shown as stored, never a crash. */
function safe(normalise: (value: string | null) => string, value: string | null) {
  try {
    return normalise(value);
  } catch {
    return value ?? "";
  }
}
