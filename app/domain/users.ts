import type { Role } from "./access";

/** Users: the role badge colours (admin red, author blue, client green). */
export const ROLE_TONE = { admin: "danger", author: "info", client: "success" } as const satisfies Record<Role, string>;

export const ROLE_LABEL: Record<Role, string> = { admin: "Admin", author: "Author", client: "Client" };

/** Users waiting for a role (role null) come first, then everyone newest first. */
export function sortUsersForDashboard<T extends { role: Role | null; createdAt: Date | string }>(users: readonly T[]) {
  return [...users].sort((a, b) => {
    const waitingA = a.role === null ? 0 : 1;
    const waitingB = b.role === null ? 0 : 1;
    if (waitingA !== waitingB) return waitingA - waitingB;
    return new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime();
  });
}
