import { z } from "~/domain/schemas/zod";
import { numberFrom, text } from "./form";

/** Client portal input rules, shared by the browser and the server. */
export const FEEDBACK_MAX = 5000;
export const QUESTION_MAX = 5000;
/** Testimonial text 400 characters, rating 1 to 5 stars. */
export const TESTIMONIAL_MAX = 400;
export const RATING_MAX = 5;

// The portal's messages, word for word
export const FEEDBACK_REQUIRED_TITLE = "Feedback Required";
export const FEEDBACK_REQUIRED_MESSAGE = "Please provide your feedback before submitting";
export const FEEDBACK_FAILED_MESSAGE = "Failed to submit feedback. Please try again.";
export const FEEDBACK_SUCCESS_TITLE = "Feedback Submitted";
export const FEEDBACK_SUCCESS_MESSAGE = "Thank you for your feedback! We'll review it and get back to you.";
export const CONTINUE_SUCCESS_TITLE = "Great!";
export const CONTINUE_FAILURE_TITLE = "Noted";
export const CONTINUE_MESSAGE = "We'll continue with the next sprint. You'll be notified when it starts.";
export const TESTIMONIAL_REQUIRED_MESSAGE = "Please provide a rating and testimonial text";
export const TESTIMONIAL_FAILED_MESSAGE = "Failed to submit testimonial";
export const TESTIMONIAL_SUCCESS_MESSAGE = "Thank you for your testimonial!";
export const NO_FILE_MESSAGE = "Invoice document will be available once uploaded by admin.";
// beyond the spec: the wording of this product
export const FEEDBACK_TOO_LONG_MESSAGE = `Feedback must be at most ${FEEDBACK_MAX.toLocaleString("en-US")} characters`;
export const QUESTION_REQUIRED_MESSAGE = "Please write your question before sending";
export const QUESTION_TOO_LONG_MESSAGE = `Your question must be at most ${QUESTION_MAX.toLocaleString("en-US")} characters`;
export const QUESTION_SUCCESS_MESSAGE = "Your question has been sent. We'll get back to you soon.";
export const QUESTION_FAILED_MESSAGE = "Failed to send your question. Please try again.";
export const TESTIMONIAL_TOO_LONG_MESSAGE = `Testimonial text must be at most ${TESTIMONIAL_MAX} characters`;
export const TESTIMONIAL_EXISTS_MESSAGE = "A testimonial has already been submitted for this project.";
export const MARK_READ_FAILED_MESSAGE = "Notification not found";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A syntactically valid id; anything else is treated like an unknown record (404), never a 500. */
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

const id = text().trim().max(64);
const title = text().trim().max(300).optional();

/** POST /api/submit-feedback and the sprint page's feedback form. */
export const FeedbackSchema = z.object({
  sprintId: id,
  feedback: text({ error: FEEDBACK_REQUIRED_MESSAGE })
    .trim()
    .min(1, FEEDBACK_REQUIRED_MESSAGE)
    .max(FEEDBACK_MAX, FEEDBACK_TOO_LONG_MESSAGE),
  sprintTitle: title,
});

/** POST /api/continue-next-sprint. */
export const ContinueSchema = z.object({ sprintId: id, sprintTitle: title });

/** 'Ask Questions' on an In Progress sprint (beyond the spec: stored and e-mailed to the staff). */
export const QuestionSchema = z.object({
  sprintId: id,
  question: text({ error: QUESTION_REQUIRED_MESSAGE })
    .trim()
    .min(1, QUESTION_REQUIRED_MESSAGE)
    .max(QUESTION_MAX, QUESTION_TOO_LONG_MESSAGE),
});

export const MarkReadSchema = z.object({ notificationId: id });

/** A rating of at least 1 and non-empty trimmed text, at most 400 characters. */
export const TestimonialSchema = z.object({
  projectId: id,
  rating: z.preprocess(
    (v) => numberFrom(v) ?? 0,
    z
      .number()
      .int(TESTIMONIAL_REQUIRED_MESSAGE)
      .min(1, TESTIMONIAL_REQUIRED_MESSAGE)
      .max(RATING_MAX, TESTIMONIAL_REQUIRED_MESSAGE),
  ),
  testimonialText: text({ error: TESTIMONIAL_REQUIRED_MESSAGE })
    .trim()
    .min(1, TESTIMONIAL_REQUIRED_MESSAGE)
    .max(TESTIMONIAL_MAX, TESTIMONIAL_TOO_LONG_MESSAGE),
});

export type FeedbackInput = z.infer<typeof FeedbackSchema>;
export type TestimonialInput = z.infer<typeof TestimonialSchema>;

/** The portal's tabs: overview is the default. */
export const PORTAL_TABS = ["overview", "sprints", "invoices", "notifications", "files", "share"] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];
export const parseTab = (value: string | null | undefined): PortalTab =>
  (PORTAL_TABS as readonly string[]).includes(value ?? "") ? (value as PortalTab) : "overview";

/** Sprint sign-off: approving is final; a change request needs a note (what should change). */
export const CHANGE_NOTE_MAX = 2000;
export const CHANGE_NOTE_REQUIRED_MESSAGE = "Please describe the changes you need before sending";
export const CHANGE_NOTE_TOO_LONG_MESSAGE = `Your note must be at most ${CHANGE_NOTE_MAX.toLocaleString("en-US")} characters`;
export const APPROVE_SUCCESS_TITLE = "Sprint Approved";
export const APPROVE_SUCCESS_MESSAGE = "Thank you! The sprint is complete and the team has been told.";
export const APPROVE_FAILED_MESSAGE = "Failed to approve the sprint. Please try again.";
export const CHANGES_SUCCESS_TITLE = "Changes Requested";
export const CHANGES_SUCCESS_MESSAGE = "The team has your note and will get back to work on this sprint.";
export const CHANGES_FAILED_MESSAGE = "Failed to send your change request. Please try again.";
export const ALREADY_APPROVED_MESSAGE = "You have already approved this sprint. Approvals are final.";
export const NOT_IN_REVIEW_MESSAGE =
  "This sprint is no longer waiting for your review. Reload the page to see its status.";

export const ChangeRequestSchema = z.object({
  note: text({ error: CHANGE_NOTE_REQUIRED_MESSAGE })
    .trim()
    .min(1, CHANGE_NOTE_REQUIRED_MESSAGE)
    .max(CHANGE_NOTE_MAX, CHANGE_NOTE_TOO_LONG_MESSAGE),
});
