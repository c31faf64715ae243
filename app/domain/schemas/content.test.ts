import { describe, expect, it } from "vitest";
import * as db from "~/db/schema";
import { formValues } from "~/domain/form-values";
import {
  BlogFormSchema,
  FAQ_CATEGORIES,
  FaqFormSchema,
  ProjectFormSchema,
  ROLES,
  ServiceFormSchema,
  TeamMemberFormSchema,
  TestimonialFormSchema,
  UserCreateSchema,
} from "./content";

function fd(entries: [string, string][]) {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
}

describe("formValues", () => {
  it("keeps list fields as arrays and others as their first value", () => {
    const values = formValues(
      fd([
        ["title", "T"],
        ["features", "a"],
        ["title", "second"],
        ["features", "b"],
      ]),
      ["features", "missing"],
    );
    expect(values).toEqual({ title: "T", features: ["a", "b"], missing: [] });
  });
});

describe("BlogFormSchema", () => {
  it("requires title and slug", () => {
    const r = BlogFormSchema.safeParse({ title: " ", slug: "" });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path[0]);
    expect(paths).toContain("title");
    expect(paths).toContain("slug");
  });
  it("normalises the slug and reads the published toggle", () => {
    const r = BlogFormSchema.parse({ title: "Hi", slug: "Hello World!", published: "on" });
    expect(r.slug).toBe("hello-world");
    expect(r.published).toBe(true);
    expect(r.excerpt).toBeNull();
  });
  it("refuses a script URL as header image", () => {
    expect(BlogFormSchema.safeParse({ title: "a", slug: "a", headerImageUrl: "javascript:alert(1)" }).success).toBe(
      false,
    );
    expect(BlogFormSchema.parse({ title: "a", slug: "a", headerImageUrl: "/uploads/blogs/1.png" }).headerImageUrl).toBe(
      "/uploads/blogs/1.png",
    );
  });
});

describe("ServiceFormSchema", () => {
  it("trims features and drops blanks and duplicates", () => {
    const r = ServiceFormSchema.parse({ title: "S", description: "D", features: [" SEO ", "", "  ", "SEO", "CMS"] });
    expect(r.features).toEqual(["SEO", "CMS"]);
    expect(r.priceStarting).toBeNull();
  });
  it("requires title and description", () => {
    expect(ServiceFormSchema.safeParse({ title: "", description: "" }).success).toBe(false);
  });
});

describe("TeamMemberFormSchema", () => {
  it("turns a non-numeric display order into 0", () => {
    expect(TeamMemberFormSchema.parse({ name: "N", role: "R", orderPosition: "abc" }).orderPosition).toBe(0);
    expect(TeamMemberFormSchema.parse({ name: "N", role: "R", orderPosition: "7" }).orderPosition).toBe(7);
  });
  it("checks the e-mail and URL formats", () => {
    const r = TeamMemberFormSchema.safeParse({ name: "N", role: "R", email: "nope", linkedinUrl: "linkedin.com/x" });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["email", "linkedinUrl"]));
  });
});

describe("ProjectFormSchema", () => {
  it("drops blank project URLs and checks the rest", () => {
    const r = ProjectFormSchema.parse({
      title: "P",
      description: "D",
      projectUrls: ["https://a.example", " ", ""],
    });
    expect(r.projectUrls).toEqual(["https://a.example"]);
    expect(ProjectFormSchema.safeParse({ title: "P", description: "D", projectUrls: ["not a url"] }).success).toBe(
      false,
    );
  });
  it("requires title and short description", () => {
    const r = ProjectFormSchema.safeParse({ title: "", description: "" });
    expect(r.error!.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(["title", "description"]));
  });
});

describe("FaqFormSchema", () => {
  it("accepts only the spec's categories", () => {
    expect(FaqFormSchema.safeParse({ question: "Q", answer: "A", category: "pricing" }).success).toBe(true);
    expect(FaqFormSchema.safeParse({ question: "Q", answer: "A", category: "gossip" }).success).toBe(false);
  });
});

describe("TestimonialFormSchema", () => {
  it("defaults the rating to 5 and limits it to 1-5", () => {
    expect(TestimonialFormSchema.parse({ clientName: "C", testimonialText: "T" }).rating).toBe(5);
    expect(TestimonialFormSchema.safeParse({ clientName: "C", testimonialText: "T", rating: "6" }).success).toBe(false);
    expect(TestimonialFormSchema.safeParse({ clientName: "C", testimonialText: "T", rating: "0" }).success).toBe(false);
  });
  it("reads the related project as a portfolio or client project", () => {
    const id = "0b7f5f0e-8f7a-4a55-9f4f-3f1f2f3f4f5f";
    expect(
      TestimonialFormSchema.parse({ clientName: "C", testimonialText: "T", relatedProject: `portfolio:${id}` })
        .relatedProject,
    ).toEqual({ portfolioProjectId: id, projectId: null });
    expect(
      TestimonialFormSchema.parse({ clientName: "C", testimonialText: "T", relatedProject: `client:${id}` })
        .relatedProject,
    ).toEqual({ portfolioProjectId: null, projectId: id });
    expect(
      TestimonialFormSchema.parse({ clientName: "C", testimonialText: "T", relatedProject: "" }).relatedProject,
    ).toEqual({ portfolioProjectId: null, projectId: null });
  });
});

describe("UserCreateSchema", () => {
  it("defaults the role to client", () => {
    expect(UserCreateSchema.parse({ email: "a@b.example", fullName: "A" }).role).toBe("client");
  });
  it("requires e-mail and full name", () => {
    const r = UserCreateSchema.safeParse({ email: "", fullName: "" });
    expect(r.error!.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(["email", "fullName"]));
  });
  it("takes no password: an admin never types one, the new user chooses it from the invitation", () => {
    const parsed = UserCreateSchema.parse({ email: "a@b.example", password: "typed-by-admin", fullName: "A" });
    expect(parsed).not.toHaveProperty("password");
  });
});

describe("constants", () => {
  it("match the database's lists", () => {
    expect(FAQ_CATEGORIES).toEqual(db.FAQ_CATEGORIES);
    expect(ROLES).toEqual(db.ROLES);
  });
});

describe("hostile input on the content forms", () => {
  const testimonial = { clientName: "C", testimonialText: "T" };
  it("keeps a testimonial photo uploaded to this site (/uploads/…) or an http(s) URL", () => {
    for (const url of ["/uploads/testimonial-images/a1b2.png", "https://cdn.example/p.jpg"]) {
      expect(TestimonialFormSchema.parse({ ...testimonial, clientImageUrl: url }).clientImageUrl).toBe(url);
    }
  });
  it.each(["javascript:alert(1)", "/dashboard", "/uploads/../../etc/passwd", "//evil.example/x.png", "a\u0000"])(
    "refuses the testimonial photo %j",
    (clientImageUrl) => {
      expect(TestimonialFormSchema.safeParse({ ...testimonial, clientImageUrl }).success).toBe(false);
    },
  );
  it("refuses a rating of 1e9, NaN or Infinity, and a related project id of 36 dashes", () => {
    for (const rating of ["1e9", "NaN", "Infinity", "2147483648"]) {
      expect(TestimonialFormSchema.safeParse({ ...testimonial, rating }).success).toBe(false);
    }
    const relatedProject = `client:${"-".repeat(36)}`;
    expect(TestimonialFormSchema.safeParse({ ...testimonial, relatedProject }).success).toBe(false);
  });
  it("refuses NUL in any text, list entry or slug", () => {
    expect(BlogFormSchema.safeParse({ title: "a", slug: "a\u0000b" }).success).toBe(false);
    expect(BlogFormSchema.safeParse({ title: "a", slug: "a", content: "<p>\u0000</p>" }).success).toBe(false);
    expect(ServiceFormSchema.safeParse({ title: "t", description: "d", features: ["x\u0000"] }).success).toBe(false);
    expect(UserCreateSchema.safeParse({ email: "a@b.co", fullName: "F\u0000" }).success).toBe(false);
  });
  it("refuses an order position past 32 bits and impossible project dates", () => {
    expect(FaqFormSchema.safeParse({ question: "q", answer: "a", orderPosition: "2147483648" }).success).toBe(false);
    const project = { title: "t", description: "d" };
    expect(ProjectFormSchema.safeParse({ ...project, startDate: "2026-02-30" }).success).toBe(false);
    expect(ProjectFormSchema.safeParse({ ...project, completedAt: "9999-12-31" }).success).toBe(false);
  });
});
