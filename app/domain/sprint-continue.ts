import { SPRINT_STATUSES, type SprintStatus } from "./statuses";

/**
 * A client may ask to continue to the next sprint once the sprint is ready for them: In Review or
 * Completed. A sprint still Planned or In Progress offers no such choice, in the page or on the server.
 */
const CONTINUABLE: readonly SprintStatus[] = ["In Review", "Completed"];

export function canContinueToNextSprint(status: string): boolean {
  return (SPRINT_STATUSES as readonly string[]).includes(status) && CONTINUABLE.includes(status as SprintStatus);
}

export const CONTINUE_NOT_READY_MESSAGE =
  "This sprint is still under way: you can choose to continue once it is In Review or Completed.";
