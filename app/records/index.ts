import { blog } from "./blog";
import type { RecordType } from "./define";
import { faq } from "./faq";
import { project } from "./project";
import { service } from "./service";
import { team } from "./team";
import { testimonial } from "./testimonial";

export { RECORD_INTENTS, type RecordAudit, type RecordType, recordHref } from "./define";

/**
 * Every dashboard record type, in the sidebar's order (and the overview's count tiles'). The route
 * table, the sidebar, the overview's counts, the dashboard search, the content version and the access
 * tables read this list: a new type is declared in its own file and added here (docs/records.md).
 */
export const RECORD_TYPES: readonly RecordType[] = [blog, project, service, team, testimonial, faq];

/** The dashboard search's groups, in this order (FAQs before testimonials); every type of RECORD_TYPES once. */
export const SEARCH_ORDER: readonly RecordType[] = [blog, project, service, team, faq, testimonial];
