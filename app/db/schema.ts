import { relations, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AuditKind } from "../domain/audit";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * What dashboard search matches in a table, kept up to date by PostgreSQL itself (a generated column
 * with a GIN index): the 'simple' configuration, hyphens, underscores and slashes split words
 * ("INV-2041" is found by "2041"). app/data/search.server.ts builds the same document for the tables
 * without one.
 */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const searchDoc = (...columns: string[]) =>
  tsvector("search_doc").generatedAlwaysAs(
    sql.raw(
      `to_tsvector('simple'::regconfig, translate(${columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `)}, '-_/', '   '))`,
    ),
  );

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

// ── better-auth tables (model names pluralised: usePlural) ──────────────────
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** better-auth's two-factor plugin: set once the user has confirmed a code from their authenticator app. */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  ...timestamps,
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable("verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  ...timestamps,
});

/** better-auth's two-factor plugin: the TOTP secret and the recovery codes, both encrypted with the auth secret. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The 30-second step of the last authenticator code a sign-in took: a code is accepted once, never an older one after it. */
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
  },
  (t) => [index("two_factors_user_id_idx").on(t.userId), index("two_factors_secret_idx").on(t.secret)],
);

export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Failed sign-in counters per account and per client IP (spec: throttled, kept in the DB). */
export const authThrottle = pgTable("auth_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  /** How many times this key has been locked in a row: each lock lasts twice as long as the last. */
  lockCount: integer("lock_count").notNull().default(0),
});

// ── people ──────────────────────────────────────────────────────────────────
export const ROLES = ["client", "author", "admin"] as const;

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    fullName: text("full_name"),
    role: text("role", { enum: ROLES }),
    organizationName: text("organization_name"),
    jobTitle: text("job_title"),
    avatarUrl: text("avatar_url"),
    bio: text("bio"),
    linkedinUrl: text("linkedin_url"),
    twitterUrl: text("twitter_url"),
    githubUrl: text("github_url"),
    publicProfile: boolean("public_profile").notNull().default(false),
    /** A client's time zone (IANA name): their weekly summary comes Monday 09:00 there. */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** Whether a client receives the weekly "what shipped" summary (they can turn it off). */
    weeklyDigest: boolean("weekly_digest").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check("profiles_role_check", sql`${t.role} is null or ${t.role} in ('client','author','admin')`),
    index("profiles_role_idx").on(t.role),
  ],
);

// ── client work ─────────────────────────────────────────────────────────────

/** Weekly summaries sent: one row per client and week (its Monday 09:00), so each goes once. */
export const clientDigests = pgTable(
  "client_digests",
  {
    clientId: text("client_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    weekOf: timestamp("week_of", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.weekOf] })],
);
export const CLIENT_PROJECT_STATUSES = ["In Progress", "Completed", "On Hold", "Cancelled"] as const;

export const clientProjects = pgTable(
  "client_projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: text("client_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    status: text("status", { enum: CLIENT_PROJECT_STATUSES }).notNull().default("In Progress"),
    percentComplete: integer("percent_complete").notNull().default(0),
    estimatedDelivery: date("estimated_delivery"),
    contactPersonName: text("contact_person_name"),
    contactPersonRole: text("contact_person_role"),
    contactPersonEmail: text("contact_person_email"),
    contactPersonPhone: text("contact_person_phone"),
    ...timestamps,
  },
  (t) => [
    check("client_projects_status_check", sql`${t.status} in ('In Progress','Completed','On Hold','Cancelled')`),
    check("client_projects_percent_check", sql`${t.percentComplete} between 0 and 100`),
    index("client_projects_client_id_idx").on(t.clientId),
  ],
);

export const SPRINT_STATUSES = ["Planned", "In Progress", "In Review", "Completed"] as const;

export const projectSprints = pgTable(
  "project_sprints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => clientProjects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    status: text("status", { enum: SPRINT_STATUSES }).notNull().default("Planned"),
    deliverables: textList("deliverables"),
    previewLink: text("preview_link"),
    feedbackRequired: boolean("feedback_required").notNull().default(false),
    sprintOrder: integer("sprint_order").notNull().default(1),
    /** when staff last sent it for the client's review (the move into In Review), and the reminders sent since */
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
    reviewReminders: integer("review_reminders").notNull().default(0),
    searchDoc: searchDoc("title", "description"),
    ...timestamps,
  },
  (t) => [
    check("project_sprints_status_check", sql`${t.status} in ('Planned','In Progress','In Review','Completed')`),
    check("project_sprints_order_check", sql`${t.sprintOrder} >= 1`),
    index("project_sprints_project_id_idx").on(t.projectId),
    index("project_sprints_search_idx").using("gin", t.searchDoc),
    // the review reminders' job reads only the sprints waiting for a reminder
    index("project_sprints_review_waiting_idx")
      .on(t.reviewRequestedAt)
      .where(sql`${t.status} = 'In Review' and ${t.reviewReminders} < 2`),
  ],
);

export const TICKET_STATUSES = ["Not started", "In progress", "Completed"] as const;
export const SPRINT_TICKET_TYPES = ["Frontend", "Backend", "Fullstack"] as const;
export const PROJECT_TICKET_TYPES = ["Frontend", "Backend", "Fullstack", "Design", "Bug", "Feature"] as const;
export const TICKET_PRIORITIES = ["Low", "Medium", "High"] as const;

export const sprintTickets = pgTable(
  "sprint_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sprintId: uuid("sprint_id")
      .notNull()
      .references(() => projectSprints.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    type: text("type", { enum: SPRINT_TICKET_TYPES }).notNull().default("Fullstack"),
    status: text("status", { enum: TICKET_STATUSES }).notNull().default("Not started"),
    position: integer("position").notNull().default(0),
    searchDoc: searchDoc("title", "description"),
    /** when it became Completed (kept by a trigger, migration 0012): the timeline's and value chart's time */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("sprint_tickets_status_check", sql`${t.status} in ('Not started','In progress','Completed')`),
    check("sprint_tickets_type_check", sql`${t.type} in ('Frontend','Backend','Fullstack')`),
    index("sprint_tickets_sprint_id_idx").on(t.sprintId),
    index("sprint_tickets_search_idx").using("gin", t.searchDoc),
    // the tickets screen's orders: its first page is read off an index, however many tickets there are
    index("sprint_tickets_created_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    index("sprint_tickets_updated_idx").on(t.updatedAt.desc().nullsFirst(), t.id),
    index("sprint_tickets_title_idx").on(sql`lower(${t.title})`, t.createdAt.desc().nullsFirst(), t.id),
    index("sprint_tickets_completed_idx")
      .on(t.completedAt.desc().nullsFirst(), t.id)
      .where(sql`${t.completedAt} is not null`),
  ],
);

export const projectTickets = pgTable(
  "project_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => clientProjects.id, { onDelete: "cascade" }),
    sprintId: uuid("sprint_id").references(() => projectSprints.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    type: text("type", { enum: PROJECT_TICKET_TYPES }).notNull().default("Fullstack"),
    status: text("status", { enum: TICKET_STATUSES }).notNull().default("Not started"),
    priority: text("priority", { enum: TICKET_PRIORITIES }).notNull().default("Medium"),
    assignedTo: text("assigned_to"),
    position: integer("position").notNull().default(0),
    searchDoc: searchDoc("title", "description"),
    ...timestamps,
  },
  (t) => [
    check("project_tickets_status_check", sql`${t.status} in ('Not started','In progress','Completed')`),
    check("project_tickets_type_check", sql`${t.type} in ('Frontend','Backend','Fullstack','Design','Bug','Feature')`),
    check("project_tickets_priority_check", sql`${t.priority} in ('Low','Medium','High')`),
    index("project_tickets_project_id_idx").on(t.projectId),
    index("project_tickets_search_idx").using("gin", t.searchDoc),
    index("project_tickets_created_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    index("project_tickets_updated_idx").on(t.updatedAt.desc().nullsFirst(), t.id),
    index("project_tickets_title_idx").on(sql`lower(${t.title})`, t.createdAt.desc().nullsFirst(), t.id),
  ],
);

/** Draft: prepared by staff, not yet shown to the client (a milestone invoice waits for its sprint's approval). */
export const INVOICE_STATUSES = ["Draft", "Pending", "Paid", "Overdue", "Cancelled"] as const;
export const CURRENCIES = ["USD", "EUR", "GBP"] as const;

export const clientInvoices = pgTable(
  "client_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => clientProjects.id, { onDelete: "cascade" }),
    clientId: text("client_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    invoiceNumber: text("invoice_number").notNull(),
    invoiceName: text("invoice_name").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    invoiceDate: date("invoice_date").notNull(),
    dueDate: date("due_date"),
    paymentStatus: text("payment_status", { enum: INVOICE_STATUSES }).notNull().default("Pending"),
    /** storage key of the private PDF (invoices/…), served only through /files/invoices/:id */
    fileKey: text("file_key"),
    searchDoc: searchDoc("invoice_number", "invoice_name"),
    /** The sprint whose approval issues this (milestone) invoice; one invoice per sprint at most. */
    sprintId: uuid("sprint_id").references(() => projectSprints.id, { onDelete: "set null" }),
    /** when the client could first see it (created, or left Draft); kept by a trigger, migration 0012 */
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    /** when it was marked Paid; kept by a trigger, migration 0012 */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("client_invoices_amount_check", sql`${t.amount} >= 0`),
    check("client_invoices_currency_check", sql`${t.currency} in ('USD','EUR','GBP')`),
    check("client_invoices_status_check", sql`${t.paymentStatus} in ('Draft','Pending','Paid','Overdue','Cancelled')`),
    index("client_invoices_project_id_idx").on(t.projectId),
    // the portal timeline's newest issued invoices and payments of a project
    index("client_invoices_issued_idx").on(t.projectId, t.issuedAt.desc().nullsFirst(), t.id),
    index("client_invoices_paid_idx").on(t.projectId, t.paidAt.desc().nullsFirst(), t.id),
    // a client's latest invoice (the currency a new invoice starts with)
    index("client_invoices_client_latest_idx").on(
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("client_invoices_search_idx").using("gin", t.searchDoc),
    uniqueIndex("client_invoices_sprint_once").on(t.sprintId).where(sql`${t.sprintId} is not null`),
  ],
);

export const projectNotifications = pgTable(
  "project_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => clientProjects.id, { onDelete: "cascade" }),
    clientId: text("client_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    notificationType: text("notification_type").notNull().default("general"),
    title: text("title").notNull(),
    message: text("message").notNull(),
    read: boolean("read").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("project_notifications_project_id_idx").on(t.projectId, t.createdAt)],
);

export const projectTeamAssignments = pgTable(
  "project_team_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => clientProjects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("Developer"),
    isLead: boolean("is_lead").notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex("project_team_assignments_unique").on(t.projectId, t.userId)],
);

/**
 * What clients said on a sprint: feedback, questions, continue-next-sprint decisions, and the sign-off of a
 * sprint In Review (approved, or changes requested with a note): the sprint's review history.
 */
export const CLIENT_MESSAGE_KINDS = [
  "feedback",
  "question",
  "continue_next_sprint",
  "approved",
  "changes_requested",
] as const;

export const sprintClientMessages = pgTable(
  "sprint_client_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sprintId: uuid("sprint_id")
      .notNull()
      .references(() => projectSprints.id, { onDelete: "cascade" }),
    clientId: text("client_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CLIENT_MESSAGE_KINDS }).notNull(),
    body: text("body").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    check(
      "sprint_client_messages_kind_check",
      sql`${t.kind} in ('feedback','question','continue_next_sprint','approved','changes_requested')`,
    ),
    check("sprint_client_messages_body_length", sql`char_length(${t.body}) <= 5000`),
    index("sprint_client_messages_sprint_idx").on(t.sprintId, t.createdAt),
    /** "Continue to next sprint" is kept once per sprint, enforced by the database. */
    uniqueIndex("sprint_client_messages_continue_once").on(t.sprintId).where(sql`${t.kind} = 'continue_next_sprint'`),
    /** An approval is final: one per sprint, enforced by the database. */
    uniqueIndex("sprint_client_messages_approved_once").on(t.sprintId).where(sql`${t.kind} = 'approved'`),
  ],
);

// ── threads ─────────────────────────────────────────────────────────────────
/** What a thread hangs on: a sprint, or a task (ticket) of a sprint. */
export const THREAD_SUBJECT_KINDS = ["sprint", "sprint_ticket"] as const;

/**
 * One message of a conversation between the client and the studio on a sprint or one of its tickets.
 * `subject_id` is the sprint's or the ticket's id; `sprint_id` (and `ticket_id` for a ticket) are kept as
 * foreign keys so a deleted sprint or ticket takes its thread with it.
 */
export const threadMessages = pgTable(
  "thread_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => clientProjects.id, { onDelete: "cascade" }),
    sprintId: uuid("sprint_id")
      .notNull()
      .references(() => projectSprints.id, { onDelete: "cascade" }),
    ticketId: uuid("ticket_id").references(() => sprintTickets.id, { onDelete: "cascade" }),
    subjectKind: text("subject_kind", { enum: THREAD_SUBJECT_KINDS }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    authorId: text("author_id").references(() => profiles.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("thread_messages_kind_check", sql`${t.subjectKind} in ('sprint','sprint_ticket')`),
    check("thread_messages_body_length", sql`char_length(${t.body}) between 1 and 5000`),
    index("thread_messages_subject_idx").on(t.subjectKind, t.subjectId, t.createdAt),
    index("thread_messages_project_idx").on(t.projectId, t.createdAt),
  ],
);

/** A file sent with a message: private (documents/threads/…), served by /files/threads/:attachmentId only. */
export const threadAttachments = pgTable(
  "thread_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => threadMessages.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("thread_attachments_message_idx").on(t.messageId)],
);

/** How far a person has read a thread: messages by others after `last_read_at` are unread. */
export const threadReads = pgTable(
  "thread_reads",
  {
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    subjectKind: text("subject_kind", { enum: THREAD_SUBJECT_KINDS }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectKind, t.subjectId] })],
);

/**
 * One row per conversation that has messages: how many, and which is the latest (who wrote it, when,
 * whether the project's client wrote it). Kept by PostgreSQL itself in the transaction that writes the
 * messages (a statement trigger on `thread_messages`, migration 0017), so the lists of conversations,
 * the overview's "awaiting a reply" and the weekly summary read one small row per thread instead of
 * every message ever written (docs/decisions/021-thread-summaries-kept-by-triggers.md).
 */
export const threadSubjects = pgTable(
  "thread_subjects",
  {
    subjectKind: text("subject_kind", { enum: THREAD_SUBJECT_KINDS }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => clientProjects.id, { onDelete: "cascade" }),
    sprintId: uuid("sprint_id")
      .notNull()
      .references(() => projectSprints.id, { onDelete: "cascade" }),
    ticketId: uuid("ticket_id").references(() => sprintTickets.id, { onDelete: "cascade" }),
    messageCount: integer("message_count").notNull(),
    lastMessageId: uuid("last_message_id").notNull(),
    lastAuthorId: text("last_author_id"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull(),
    /** the project's client wrote the latest message: the studio owes an answer */
    lastByClient: boolean("last_by_client").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId] }),
    index("thread_subjects_project_idx").on(t.projectId, t.lastMessageAt, t.subjectId),
    index("thread_subjects_sprint_idx").on(t.sprintId),
    index("thread_subjects_awaiting_idx").on(t.lastMessageAt).where(sql`${t.lastByClient}`),
  ],
);

/**
 * Unread messages per person and conversation: a row only while some are unread. Each new message adds
 * one for everyone who may read it (staff and the project's client) but its author; reading the
 * conversation (`thread_reads`) counts again what is still newer than the read mark, and removes the row
 * at zero. Kept by triggers like `thread_subjects`, so a badge sums the reader's few rows.
 */
export const threadUnread = pgTable(
  "thread_unread",
  {
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    subjectKind: text("subject_kind", { enum: THREAD_SUBJECT_KINDS }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => clientProjects.id, { onDelete: "cascade" }),
    sprintId: uuid("sprint_id")
      .notNull()
      .references(() => projectSprints.id, { onDelete: "cascade" }),
    ticketId: uuid("ticket_id").references(() => sprintTickets.id, { onDelete: "cascade" }),
    unread: integer("unread").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subjectKind, t.subjectId] }),
    index("thread_unread_user_project_idx").on(t.userId, t.projectId),
  ],
);

// ── share links ─────────────────────────────────────────────────────────────
/**
 * A client's read-only link to one project's overview for someone without an account (/share/:token).
 * Only the SHA-256 of the token is stored; what it shows is chosen per link.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => clientProjects.id, { onDelete: "cascade" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    showsProgress: boolean("shows_progress").notNull().default(true),
    showsSprints: boolean("shows_sprints").notNull().default(false),
    showsInvoices: boolean("shows_invoices").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("share_links_token_hash_idx").on(t.tokenHash),
    index("share_links_project_id_idx").on(t.projectId),
  ],
);

/**
 * Files shared on a client project (specs, designs, contracts), by folder. The same name in the same
 * folder (case-insensitive) is one file with versions; `current_version` is raised under the project's
 * row lock, and the unique indexes refuse a duplicate even so.
 */
export const projectFiles = pgTable(
  "project_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => clientProjects.id, { onDelete: "cascade" }),
    folder: text("folder").notNull().default("General"),
    name: text("name").notNull(),
    currentVersion: integer("current_version").notNull().default(1),
    createdBy: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("project_files_project_folder_name_idx").on(
      t.projectId,
      sql`lower(${t.folder})`,
      sql`lower(${t.name})`,
    ),
    check("project_files_version_check", sql`${t.currentVersion} >= 1`),
  ],
);

/**
 * One uploaded version of a project file: its private storage key (under documents/), type by content,
 * size. It carries its file's project, so the project's newest uploads (the client timeline) are read
 * off an index, and the bytes it frees are known when it goes.
 */
export const projectFileVersions = pgTable(
  "project_file_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => projectFiles.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => clientProjects.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    uploadedBy: text("uploaded_by").references(() => profiles.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("project_file_versions_file_version_idx").on(t.fileId, t.version),
    index("project_file_versions_project_uploaded_idx").on(t.projectId, t.uploadedAt.desc().nullsFirst(), t.id),
  ],
);

/**
 * The bytes a project's shared files hold (every version), kept by the database (triggers of migration
 * 0019 on project_file_versions) in the transaction that adds or removes a version, so the quota check
 * and the Files tab read one row instead of summing the project's whole upload history.
 */
export const projectFileBytes = pgTable("project_file_bytes", {
  projectId: uuid("project_id")
    .primaryKey()
    .references(() => clientProjects.id, { onDelete: "cascade" }),
  bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
});

/** One opening of a share link: when, from which IP, and a short user agent. */
export const shareLinkViews = pgTable(
  "share_link_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => shareLinks.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("share_link_views_link_id_idx").on(t.linkId, t.viewedAt)],
);

// ── public content ──────────────────────────────────────────────────────────
export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientName: text("client_name").notNull(),
    clientTitle: text("client_title"),
    clientCompany: text("client_company"),
    clientImageUrl: text("client_image_url"),
    rating: integer("rating").notNull().default(5),
    testimonialText: text("testimonial_text").notNull(),
    projectId: uuid("project_id").references(() => clientProjects.id, { onDelete: "set null" }),
    portfolioProjectId: uuid("portfolio_project_id").references(() => projects.id, {
      onDelete: "set null",
    }),
    featured: boolean("featured").notNull().default(false),
    /** A testimonial a client submits from the portal waits for staff approval before the home page shows it. */
    approved: boolean("approved").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check("testimonials_rating_check", sql`${t.rating} between 1 and 5`),
    // one testimonial per client project (the request disappears once one exists)
    uniqueIndex("testimonials_project_unique").on(t.projectId),
  ],
);

export const services = pgTable("services", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  features: textList("features"),
  priceStarting: text("price_starting"),
  iconName: text("icon_name"),
  ...timestamps,
});

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug"),
    description: text("description").notNull(),
    longDescription: text("long_description"),
    clientName: text("client_name"),
    projectUrls: textList("project_urls"),
    githubUrl: text("github_url"),
    technologies: textList("technologies"),
    images: textList("images"),
    coverImage: text("cover_image"),
    featured: boolean("featured").notNull().default(false),
    inOurCare: boolean("in_our_care").notNull().default(false),
    completed: boolean("completed").notNull().default(false),
    startDate: date("start_date"),
    completedAt: date("completed_at"),
    /** A draft (a case study drafted from a testimonial) is seen only in the dashboard until it is published. */
    published: boolean("published").notNull().default(true),
    ...timestamps,
  },
  (t) => [check("projects_completed_at_check", sql`${t.completed} or ${t.completedAt} is null`)],
);

export const teamMembers = pgTable("team_members", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  bio: text("bio"),
  skills: textList("skills"),
  imageUrl: text("image_url"),
  linkedinUrl: text("linkedin_url"),
  twitterUrl: text("twitter_url"),
  githubUrl: text("github_url"),
  email: text("email"),
  orderPosition: integer("order_position").notNull().default(0),
  ...timestamps,
});

export const blogCategories = pgTable("blog_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  color: text("color").notNull().default("#4f46e5"),
  ...timestamps,
});

export const blogs = pgTable(
  "blogs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull().default(""),
    headerImageUrl: text("header_image_url"),
    published: boolean("published").notNull().default(false),
    authorId: text("author_id").references(() => profiles.id, { onDelete: "set null" }),
    categoryId: uuid("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    searchDoc: searchDoc("title", "excerpt", "content"),
    /** A draft with this set is scheduled: the publishing job publishes it once the time has come. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("blogs_slug_unique").on(t.slug),
    index("blogs_published_created_idx").on(t.published, t.createdAt),
    index("blogs_search_idx").using("gin", t.searchDoc),
    index("blogs_scheduled_idx").on(t.publishAt).where(sql`${t.published} = false and ${t.publishAt} is not null`),
  ],
);

/** What a post looked like after one save: who saved it, when, every field, and which fields changed. */
export const blogRevisions = pgTable(
  "blog_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    blogId: uuid("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    changed: jsonb("changed").$type<string[]>().notNull(),
    /** Set when the save was a restore of an earlier revision. */
    restoredFrom: uuid("restored_from"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_revisions_blog_idx").on(t.blogId, t.createdAt)],
);

/** One private preview link per post: only the SHA-256 of its random token is kept. */
export const blogPreviewLinks = pgTable(
  "blog_preview_links",
  {
    blogId: uuid("blog_id")
      .primaryKey()
      .references(() => blogs.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdBy: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("blog_preview_links_token_unique").on(t.tokenHash)],
);

export const FAQ_CATEGORIES = [
  "general",
  "pricing",
  "technical",
  "timeline",
  "process",
  "support",
  "collaboration",
] as const;

export const faqs = pgTable(
  "faqs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    category: text("category", { enum: FAQ_CATEGORIES }).notNull().default("general"),
    orderPosition: integer("order_position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      "faqs_category_check",
      sql`${t.category} in ('general','pricing','technical','timeline','process','support','collaboration')`,
    ),
  ],
);

// ── visitors ────────────────────────────────────────────────────────────────
export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    service: text("service").notNull(),
    budget: text("budget"),
    message: text("message").notNull(),
    ipAddress: text("ip_address"),
    handled: boolean("handled").notNull().default(false),
    searchDoc: searchDoc("name", "email", "company", "message"),
    ...timestamps,
  },
  (t) => [
    index("contact_inquiries_search_idx").using("gin", t.searchDoc),
    // the overview's "New inquiries": the oldest unhandled first, and their count (capped), from this alone
    index("contact_inquiries_unhandled_idx").on(t.createdAt, t.id).where(sql`not ${t.handled}`),
  ],
);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  confirmToken: text("confirm_token").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  ...timestamps,
});

// ── infrastructure ──────────────────────────────────────────────────────────
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra mail headers (List-Unsubscribe on newsletter mail), sent as they are. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** A sender process owns the row until then (a lease): others skip it; an expired lease is free again. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ('pending','sent','failed')`),
    index("mail_outbox_pending_idx").on(t.status, t.nextAttemptAt),
  ],
);

/**
 * One row per run of a scheduled job: the (job, slot) key is claimed with an insert that does nothing
 * on conflict, so of several processes exactly one runs each slot.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    slot: timestamp("slot", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["running", "done", "failed"] })
      .notNull()
      .default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [
    primaryKey({ columns: [t.job, t.slot] }),
    check("job_runs_status_check", sql`${t.status} in ('running','done','failed')`),
  ],
);

export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    /** the kind of record, one of a fixed set (the audit log's Kind filter offers them) */
    entity: text("entity").$type<AuditKind>().notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull(),
    details: jsonb("details"),
    /** The client IP of the request that caused it (account events: sign-in, resets, sessions). */
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the audit log reads a page newest first from an index whatever the log's length (keyset on time and
    // id), narrowed by kind, by the start of an e-mail (any letter case) and by days
    index("activity_log_time_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("activity_log_kind_time_idx").on(t.entity, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("activity_log_actor_email_idx").on(sql`lower(${t.actorEmail}) text_pattern_ops`),
    // a record's history (the portal timeline's sprint status changes)
    index("activity_log_entity_idx").on(t.entity, t.entityId),
  ],
);

/** Key/value facts about the install (e.g. when the demo data was seeded). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ── relations ───────────────────────────────────────────────────────────────
// a session with its user, a user with their accounts, each in one statement (better-auth's joins:
// app/platform/auth.server.ts); the keys are better-auth's model names, plural (usePlural)
export const usersRelations = relations(users, ({ many }) => ({ sessions: many(sessions), accounts: many(accounts) }));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  users: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
export const accountsRelations = relations(accounts, ({ one }) => ({
  users: one(users, { fields: [accounts.userId], references: [users.id] }),
}));
export const profilesRelations = relations(profiles, ({ many }) => ({
  clientProjects: many(clientProjects),
  blogs: many(blogs),
}));
export const clientProjectsRelations = relations(clientProjects, ({ one, many }) => ({
  client: one(profiles, { fields: [clientProjects.clientId], references: [profiles.id] }),
  sprints: many(projectSprints),
  tickets: many(projectTickets),
  invoices: many(clientInvoices),
  notifications: many(projectNotifications),
  teamAssignments: many(projectTeamAssignments),
}));
export const projectSprintsRelations = relations(projectSprints, ({ one, many }) => ({
  project: one(clientProjects, { fields: [projectSprints.projectId], references: [clientProjects.id] }),
  tickets: many(sprintTickets),
  clientMessages: many(sprintClientMessages),
}));
export const sprintTicketsRelations = relations(sprintTickets, ({ one }) => ({
  sprint: one(projectSprints, { fields: [sprintTickets.sprintId], references: [projectSprints.id] }),
}));
export const projectTicketsRelations = relations(projectTickets, ({ one }) => ({
  project: one(clientProjects, { fields: [projectTickets.projectId], references: [clientProjects.id] }),
  sprint: one(projectSprints, { fields: [projectTickets.sprintId], references: [projectSprints.id] }),
}));
export const clientInvoicesRelations = relations(clientInvoices, ({ one }) => ({
  project: one(clientProjects, { fields: [clientInvoices.projectId], references: [clientProjects.id] }),
}));
export const projectNotificationsRelations = relations(projectNotifications, ({ one }) => ({
  project: one(clientProjects, {
    fields: [projectNotifications.projectId],
    references: [clientProjects.id],
  }),
}));
export const projectTeamAssignmentsRelations = relations(projectTeamAssignments, ({ one }) => ({
  project: one(clientProjects, {
    fields: [projectTeamAssignments.projectId],
    references: [clientProjects.id],
  }),
  member: one(profiles, { fields: [projectTeamAssignments.userId], references: [profiles.id] }),
}));
export const sprintClientMessagesRelations = relations(sprintClientMessages, ({ one }) => ({
  sprint: one(projectSprints, {
    fields: [sprintClientMessages.sprintId],
    references: [projectSprints.id],
  }),
}));
export const testimonialsRelations = relations(testimonials, ({ one }) => ({
  project: one(clientProjects, { fields: [testimonials.projectId], references: [clientProjects.id] }),
  portfolioProject: one(projects, {
    fields: [testimonials.portfolioProjectId],
    references: [projects.id],
  }),
}));
export const blogsRelations = relations(blogs, ({ one }) => ({
  author: one(profiles, { fields: [blogs.authorId], references: [profiles.id] }),
  category: one(blogCategories, { fields: [blogs.categoryId], references: [blogCategories.id] }),
}));

export type Role = (typeof ROLES)[number];
export type SprintStatus = (typeof SPRINT_STATUSES)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type ClientProjectStatus = (typeof CLIENT_PROJECT_STATUSES)[number];
