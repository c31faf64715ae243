import { z } from "~/domain/schemas/zod";
import { checkbox, numberFrom, text } from "./form";

/** Share links: a client's read-only link to one project's overview (/share/:token). */
export const SHARE_DAYS_MIN = 1;
export const SHARE_DAYS_MAX = 90;
export const SHARE_DAYS_DEFAULT = 14;
/** At most this many working (unexpired, unrevoked) links per project. */
export const SHARE_LINK_LIMIT = 20;
/** The longest token a share address may carry; anything longer is not ours. */
export const SHARE_TOKEN_MAX = 200;

export const SHARE_DAYS_MESSAGE = `Expiry must be a whole number of days from ${SHARE_DAYS_MIN} to ${SHARE_DAYS_MAX}`;
export const SHARE_NOTHING_MESSAGE = "Choose at least one section to show";
export const SHARE_CREATE_FAILED_MESSAGE = "Failed to create share link";
export const SHARE_CREATED_MESSAGE = "Share link created. Copy it now: it is shown only once.";
export const SHARE_LIMIT_MESSAGE = `A project can have at most ${SHARE_LINK_LIMIT} active share links. Revoke one first.`;
export const SHARE_REVOKE_FAILED_MESSAGE = "Share link not found";
export const SHARE_REVOKED_MESSAGE = "Share link revoked";
export const SHARE_GONE_TITLE = "This Link Has Expired or Was Revoked";

const id = text().trim().max(64);

/** 'Create Link': what the link shows (at least one section) and its expiry in days. */
export const CreateShareLinkSchema = z
  .object({
    projectId: id,
    showsProgress: checkbox,
    showsSprints: checkbox,
    showsInvoices: checkbox,
    days: z.preprocess(
      (v) => numberFrom(v) ?? 0,
      z
        .number()
        .int(SHARE_DAYS_MESSAGE)
        .min(SHARE_DAYS_MIN, SHARE_DAYS_MESSAGE)
        .max(SHARE_DAYS_MAX, SHARE_DAYS_MESSAGE),
    ),
  })
  .refine((v) => v.showsProgress || v.showsSprints || v.showsInvoices, {
    message: SHARE_NOTHING_MESSAGE,
    path: ["showsProgress"],
  });

export const RevokeShareLinkSchema = z.object({ projectId: id, linkId: id });

/** The sections a link shows, in words ("Progress, Sprints"). */
export function shareScopeLabel(link: { showsProgress: boolean; showsSprints: boolean; showsInvoices: boolean }) {
  return (
    [link.showsProgress && "Progress", link.showsSprints && "Sprints", link.showsInvoices && "Invoices"]
      .filter(Boolean)
      .join(", ") || "Nothing"
  );
}
