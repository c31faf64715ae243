import { describe, expect, it } from "vitest";
import { firstMessage } from "~/domain/form-values";
import {
  FEEDBACK_MAX,
  FEEDBACK_REQUIRED_MESSAGE,
  FeedbackSchema,
  isUuid,
  parseTab,
  QuestionSchema,
  TESTIMONIAL_REQUIRED_MESSAGE,
  TESTIMONIAL_TOO_LONG_MESSAGE,
  TestimonialSchema,
} from "./portal";

const sprintId = "4f0c1c52-8a8b-4c4e-9d55-2d3f0b6f9a10";

describe("sprint feedback", () => {
  it("is trimmed", () => {
    expect(FeedbackSchema.parse({ sprintId, feedback: "  Looks great  " }).feedback).toBe("Looks great");
  });

  it.each([[""], ["   \n\t "], [undefined]])("refuses %j with the spec's message", (feedback) => {
    const parsed = FeedbackSchema.safeParse({ sprintId, feedback });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstMessage(parsed.error)).toBe(FEEDBACK_REQUIRED_MESSAGE);
  });

  it("accepts 5,000 characters and refuses 5,001", () => {
    expect(FeedbackSchema.safeParse({ sprintId, feedback: "a".repeat(FEEDBACK_MAX) }).success).toBe(true);
    const parsed = FeedbackSchema.safeParse({ sprintId, feedback: "a".repeat(FEEDBACK_MAX + 1) });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstMessage(parsed.error)).toMatch(/at most 5,000 characters/);
  });

  it("refuses a feedback that is not text", () => {
    expect(FeedbackSchema.safeParse({ sprintId, feedback: 42 }).success).toBe(false);
  });
});

describe("questions", () => {
  it("must not be blank", () => {
    expect(QuestionSchema.safeParse({ sprintId, question: "  " }).success).toBe(false);
    expect(QuestionSchema.parse({ sprintId, question: " When is the demo? " }).question).toBe("When is the demo?");
  });
});

describe("testimonial", () => {
  const projectId = sprintId;
  it.each([
    [{ rating: "0", testimonialText: "Great" }],
    [{ rating: "", testimonialText: "Great" }],
    [{ rating: "6", testimonialText: "Great" }],
    [{ rating: "5", testimonialText: "   " }],
  ])("refuses %j with 'Please provide a rating and testimonial text'", (input) => {
    const parsed = TestimonialSchema.safeParse({ projectId, ...input });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstMessage(parsed.error)).toBe(TESTIMONIAL_REQUIRED_MESSAGE);
  });

  it("accepts 1 to 5 stars and at most 400 characters", () => {
    expect(TestimonialSchema.parse({ projectId, rating: "1", testimonialText: " ok " })).toEqual({
      projectId,
      rating: 1,
      testimonialText: "ok",
    });
    expect(TestimonialSchema.safeParse({ projectId, rating: "5", testimonialText: "a".repeat(400) }).success).toBe(
      true,
    );
    const parsed = TestimonialSchema.safeParse({ projectId, rating: "5", testimonialText: "a".repeat(401) });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstMessage(parsed.error)).toBe(TESTIMONIAL_TOO_LONG_MESSAGE);
  });
});

describe("ids and tabs", () => {
  it("recognises a uuid", () => {
    expect(isUuid(sprintId)).toBe(true);
    expect(isUuid("1; drop table")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });

  it("defaults to the overview tab", () => {
    expect(parseTab(null)).toBe("overview");
    expect(parseTab("invoices")).toBe("invoices");
    expect(parseTab("admin")).toBe("overview");
  });
});

describe("hostile input on the portal forms", () => {
  const projectId = sprintId;
  it("refuses a rating of 1e9 instead of reading it as 1", () => {
    for (const rating of ["1e9", "1.5", "2147483648", "NaN"]) {
      expect(firstMessage(TestimonialSchema.safeParse({ projectId, rating, testimonialText: "Great" }).error!)).toBe(
        TESTIMONIAL_REQUIRED_MESSAGE,
      );
    }
    expect(TestimonialSchema.parse({ projectId, rating: "4", testimonialText: "Great" }).rating).toBe(4);
  });
  it("refuses NUL in feedback, questions, testimonials and ids", () => {
    expect(FeedbackSchema.safeParse({ sprintId, feedback: "a\u0000b" }).success).toBe(false);
    expect(FeedbackSchema.safeParse({ sprintId: "x\u0000", feedback: "ok" }).success).toBe(false);
    expect(FeedbackSchema.safeParse({ sprintId, feedback: "ok", sprintTitle: "\u0000" }).success).toBe(false);
    expect(QuestionSchema.safeParse({ sprintId, question: "\u0000?" }).success).toBe(false);
    expect(TestimonialSchema.safeParse({ projectId, rating: "5", testimonialText: "a\u0000" }).success).toBe(false);
  });
});
