import { z } from "~/domain/schemas/zod";
import { slugify } from "~/domain/slug";
import {
  checkbox,
  cleanList,
  intOrZero,
  numberFrom,
  optionalDate,
  optionalEmail,
  optionalText,
  optionalUrl,
  optionalUtcDateTime,
  text,
} from "./form";

/**
 * The dashboard's content forms: one schema per form, used by the browser for
 * instant field messages and by the route action on the server.
 */

/** (the same lists as the database CHECK constraints; kept here so the browser needs no schema). */
export const FAQ_CATEGORIES = [
  "general",
  "pricing",
  "technical",
  "timeline",
  "process",
  "support",
  "collaboration",
] as const;
export const ROLES = ["client", "author", "admin"] as const;

const required = (message: string, max = 500) => text({ error: message }).trim().min(1, message).max(max);

/** 'feature, technology and skill entries are trimmed and blanks ignored' (duplicates too). */
const textList = z
  .array(text())
  .optional()
  .transform((v) => [...new Set(cleanList(v ?? []))]);

const URL_RE = /^https?:\/\/[^\s]+$/i;

/** An uploaded image's public URL: a same-site path (/uploads/…) or an absolute http(s) URL. */
export const imageUrl = text()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^\/(?!\/)\S*$/.test(v) || URL_RE.test(v), "Upload an image");

/** A client's photo: an absolute http(s) URL, or the site-relative URL of an upload (/uploads/…). */
export const photoUrl = text()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))
  .refine(
    (v) => v === null || /^\/uploads\/(?!.*\.\.)[^\s?#]+$/.test(v) || URL_RE.test(v),
    "Enter a URL starting with http:// or https://, or upload an image",
  );

const slugField = text({ error: "Slug is required" })
  .transform((v) => slugify(v))
  .pipe(z.string().min(1, "Slug is required").max(200));

// ── blogs ───────────────────────────────────────────────────────────────────
export const BlogFormSchema = z.object({
  title: required("Title is required", 200),
  slug: slugField,
  excerpt: optionalText.refine((v) => v === null || v.length <= 500, "Keep the excerpt under 500 characters"),
  content: text().max(200_000, "The content is too long").optional().default(""),
  headerImageUrl: imageUrl,
  published: checkbox,
  /** Left a draft with a time: the publishing job publishes it then (UTC). Ignored once published. */
  publishAt: optionalUtcDateTime,
  // one of the managed blog categories, or none
  categoryId: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? null : v),
    z
      .string({ error: "Choose a category from the list" })
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Choose a category from the list")
      .nullable(),
  ),
});
export type BlogForm = z.infer<typeof BlogFormSchema>;

// ── services ────────────────────────────────────────────────────────────────
export const SERVICE_LISTS = ["features"] as const;
export const ServiceFormSchema = z.object({
  title: required("Title is required", 200),
  description: required("Description is required", 2000),
  iconName: optionalText,
  priceStarting: optionalText.refine((v) => v === null || v.length <= 40, "Keep the price short, e.g. $2,500"),
  features: textList,
});
export type ServiceForm = z.infer<typeof ServiceFormSchema>;

// ── team ────────────────────────────────────────────────────────────────────
export const TEAM_LISTS = ["skills"] as const;
export const TeamMemberFormSchema = z.object({
  name: required("Name is required", 200),
  role: required("Role is required", 200),
  email: optionalEmail,
  bio: optionalText,
  imageUrl,
  skills: textList,
  orderPosition: intOrZero,
  linkedinUrl: optionalUrl,
  twitterUrl: optionalUrl,
  githubUrl: optionalUrl,
});
export type TeamMemberForm = z.infer<typeof TeamMemberFormSchema>;

// ── portfolio projects ──────────────────────────────────────────────────────
export const PROJECT_LISTS = ["projectUrls", "technologies", "images"] as const;
export const ProjectFormSchema = z.object({
  title: required("Title is required", 200),
  clientName: optionalText,
  description: required("Short description is required", 1000),
  longDescription: text().max(200_000, "The description is too long").optional().default(""),
  // 'Project URLs … with blanks are dropped on save'
  projectUrls: z
    .array(text())
    .optional()
    .transform((v) => cleanList(v ?? []))
    .refine((v) => v.every((url) => URL_RE.test(url)), "Enter valid URLs starting with http:// or https://"),
  githubUrl: optionalUrl,
  startDate: optionalDate,
  completedAt: optionalDate,
  featured: checkbox,
  inOurCare: checkbox,
  completed: checkbox,
  /** a draft is seen only in the dashboard (published when off) */
  draft: checkbox,
  technologies: textList,
  coverImage: imageUrl,
  images: z
    .array(text())
    .optional()
    .transform((v) => cleanList(v ?? []))
    .refine((v) => v.every((url) => imageUrl.safeParse(url).success), "Upload images only"),
});
export type ProjectForm = z.infer<typeof ProjectFormSchema>;

// ── FAQs ────────────────────────────────────────────────────────────────────
export const FaqFormSchema = z.object({
  question: required("Question is required", 500),
  answer: required("Answer is required", 5000),
  category: z.enum(FAQ_CATEGORIES, { error: "Choose a category" }).default("general"),
  orderPosition: intOrZero,
});
export type FaqForm = z.infer<typeof FaqFormSchema>;

// ── testimonials ────────────────────────────────────────────────────────────
/** Related project: '' (none), 'portfolio:<id>' or 'client:<id>'. */
export const relatedProject = text()
  .optional()
  .transform((v) => v ?? "")
  .refine(
    (v) => v === "" || /^(portfolio|client):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
    "Choose a project from the list",
  )
  .transform((v) => {
    const [kind, id] = v.split(":");
    return {
      portfolioProjectId: kind === "portfolio" ? (id ?? null) : null,
      projectId: kind === "client" ? (id ?? null) : null,
    };
  });

export const TestimonialFormSchema = z.object({
  clientName: required("Client name is required", 200),
  clientTitle: optionalText,
  clientCompany: optionalText,
  testimonialText: required("Testimonial text is required", 5000),
  // Rating 1-5, default 5
  rating: z.preprocess(
    (v) => (v === undefined || v === "" ? 5 : (numberFrom(v) ?? Number.NaN)),
    z
      .number({ error: "Choose 1 to 5 stars" })
      .int("Choose 1 to 5 stars")
      .min(1, "Choose 1 to 5 stars")
      .max(5, "Choose 1 to 5 stars"),
  ),
  clientImageUrl: photoUrl,
  featured: checkbox,
  approved: checkbox,
  relatedProject,
});
export type TestimonialForm = z.infer<typeof TestimonialFormSchema>;

// ── users ───────────────────────────────────────────────────────────────────
const roleField = z.enum(ROLES, { error: "Choose a role" });

/** No password: the new user is e-mailed an invitation to choose their own. */
export const UserCreateSchema = z.object({
  email: text().trim().min(1, "Email is required").pipe(z.email("Enter a valid email address")),
  fullName: required("Full name is required", 120),
  // A new user defaults to client
  role: roleField.default("client"),
  organizationName: optionalText,
});
export type UserCreate = z.infer<typeof UserCreateSchema>;

/** A profile id (better-auth ids are not UUIDs). */
const profileId = text().trim().min(1, "Unknown user").max(100, "Unknown user");

export const UserUpdateSchema = z.object({
  id: profileId,
  fullName: required("Full name is required", 120),
  role: roleField,
  organizationName: optionalText,
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

export const GrantRoleSchema = z.object({ id: profileId, role: roleField });
export const UserIdSchema = z.object({ id: profileId });

// ── shared ──────────────────────────────────────────────────────────────────
export const IdSchema = z.object({ id: z.uuid("Unknown record") });

/** A blog category: a name of up to 40 characters (no control characters) and a #rrggbb colour. */
export const BlogCategorySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name the category (up to 40 characters)")
    .max(40, "Name the category (up to 40 characters)")
    .refine((name) => ![...name].some((ch) => ch.charCodeAt(0) < 32), "Name the category (up to 40 characters)"),
  color: z
    .string()
    .trim()
    .default("#4f46e5")
    .pipe(z.string().regex(/^#[0-9a-f]{6}$/i, "Choose a colour")),
});

/**
 * A drag-and-drop reorder: the ids of the rows shown, in their new order (posted as repeated `ids`
 * fields). A page holds at most 25; 100 leaves room without letting a post grow without bound.
 */
export const ReorderSchema = z.object({
  ids: z
    .array(z.uuid("Unknown record"), { error: "Nothing to reorder" })
    .min(1, "Nothing to reorder")
    .max(100, "Too many items to reorder"),
});
export type ReorderForm = z.infer<typeof ReorderSchema>;

/** Renaming a blog category: which one, and its new name (the same rule as a new one's). */
export const BlogCategoryRenameSchema = z.object({ id: IdSchema.shape.id, name: BlogCategorySchema.shape.name });
