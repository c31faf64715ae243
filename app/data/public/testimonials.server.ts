/** Testimonials as the home page shows them: approved only. */
import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { testimonials } from "~/db/schema";

/** At most 6 testimonials on the home page. */
export const TESTIMONIAL_LIMIT = 6;

export type TestimonialCard = {
  id: string;
  clientName: string;
  clientTitle: string | null;
  clientCompany: string | null;
  clientImageUrl: string | null;
  rating: number;
  text: string;
};

/** Who gave a testimonial and their rating, as the home page and the dashboard's list show them. */
export const TESTIMONIAL_BYLINE_COLUMNS = {
  id: testimonials.id,
  clientName: testimonials.clientName,
  clientTitle: testimonials.clientTitle,
  clientCompany: testimonials.clientCompany,
  clientImageUrl: testimonials.clientImageUrl,
  rating: testimonials.rating,
};

/** Approved testimonials for the home page: featured first, then newest first, at most 6. */
export async function listTestimonials(): Promise<TestimonialCard[]> {
  return db
    .select({ ...TESTIMONIAL_BYLINE_COLUMNS, text: testimonials.testimonialText })
    .from(testimonials)
    .where(eq(testimonials.approved, true))
    .orderBy(desc(testimonials.featured), desc(testimonials.createdAt), desc(testimonials.id))
    .limit(TESTIMONIAL_LIMIT);
}
