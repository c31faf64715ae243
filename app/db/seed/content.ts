/** Demo content for an empty database: the agency's services, portfolio, team, posts, FAQs, testimonials. */
import type { FAQ_CATEGORIES } from "~/db/schema";
import { DEFAULT_SERVICES } from "~/domain/default-services";

const defaultService = (title: (typeof DEFAULT_SERVICES)[number]["title"]) => {
  const service = DEFAULT_SERVICES.find((s) => s.title === title)!;
  return { ...service, features: [...service.features] };
};

/** The demo's services: three of the default services (the SaaS one with a cloud), and three more. */
export const demoServices = [
  defaultService("Custom CRM Systems"),
  { ...defaultService("SaaS Platforms"), iconName: "Cloud" },
  {
    title: "MVP Development",
    description: "From idea to a product real users can pay for, in weeks rather than quarters.",
    features: ["Product discovery sprint", "Clickable prototype", "Launch-ready MVP", "Analytics from day one"],
    priceStarting: "$8,000",
    iconName: "Rocket",
  },
  defaultService("Mobile Applications"),
  {
    title: "Employee Management Systems",
    description: "Scheduling, time-off, onboarding and reviews in one place your staff will actually use.",
    features: ["Shift scheduling", "Leave and approvals", "Onboarding checklists", "Payroll exports"],
    priceStarting: "$6,000",
    iconName: "IdCard",
  },
  {
    title: "Product Design",
    description: "Research, UX and a design system your engineers can build from.",
    features: ["User research", "UX flows and wireframes", "Design systems", "Usability testing"],
    priceStarting: "$3,000",
    iconName: "Palette",
  },
];

const html = (parts: string[]) => parts.join("\n");

export const demoPortfolio = [
  {
    title: "Harbor Freight Dispatch",
    slug: "harbor-freight-dispatch",
    description: "Real-time dispatch for a 300-truck regional carrier, replacing whiteboards and phone calls.",
    longDescription: html([
      "<p>Harbor's dispatchers juggled spreadsheets, radios and a wall-sized whiteboard. We built a live dispatch board that shows every truck, load and delay in one view.</p>",
      "<h2>The challenge</h2>",
      "<p>Three hundred trucks, eleven dispatchers and a customer base that expects to know where its pallets are. Every reassignment meant four phone calls, and delays were discovered when an angry customer rang in.</p>",
      "<h2>Our approach</h2>",
      "<p>We spent the first week in the dispatch office, watching how loads were really assigned. The board we designed mirrors that wall: lanes per region, cards per load, and a live map beside it. Drivers got an offline-first app for stops, scans and signatures, and customers an SMS the moment a delay appears.</p>",
      "<h2>What we delivered</h2>",
      "<ul><li>Cut average dispatch time from 11 minutes to 3</li><li>Live GPS positions for 300 trucks, refreshed every 10 seconds</li><li>Automatic delay alerts to customers by SMS</li><li>Driver app with offline proof of delivery</li><li>Integration with the existing TMS and invoicing</li></ul>",
    ]),
    clientName: "Harbor Logistics",
    projectUrls: ["https://example.com/harbor"],
    githubUrl: null,
    technologies: ["React", "TypeScript", "Node.js", "PostgreSQL", "Mapbox", "React Native"],
    coverImage: "/images/portfolio/harbor-cover.webp",
    images: ["/images/portfolio/harbor-1.webp", "/images/portfolio/harbor-2.webp"],
    featured: true,
    inOurCare: true,
    completed: true,
    startDate: "2025-03-03",
    completedAt: "2025-09-30",
  },
  {
    title: "Clinicly Scheduling",
    slug: "clinicly-scheduling",
    description: "A multi-clinic booking SaaS with waitlists, reminders and insurer checks.",
    longDescription: html([
      "<p>Clinicly wanted to sell scheduling to independent clinics. We designed and built the multi-tenant platform, from the public booking page to the billing back office.</p>",
      "<h2>From spreadsheet to SaaS</h2>",
      "<p>The founders had validated the idea with a shared spreadsheet and a lot of phone calls. We turned it into a product clinics can sign up for on their own: a branded booking page per clinic, a practitioner calendar, insurer checks in the background and subscription billing.</p>",
      "<p>Waitlists turned out to be the feature clinics loved most: when an appointment is cancelled, the next patient on the list gets an SMS and can claim the slot with one reply.</p>",
      "<h2>Results</h2>",
      "<ul><li>40 clinics onboarded in the first quarter</li><li>No-shows down 38% with SMS reminders</li><li>Waitlist fills 70% of cancelled slots</li><li>HIPAA-ready audit trail</li></ul>",
    ]),
    clientName: "Clinicly",
    projectUrls: ["https://example.com/clinicly"],
    githubUrl: null,
    technologies: ["Next.js", "TypeScript", "PostgreSQL", "Stripe", "Twilio"],
    coverImage: "/images/portfolio/clinicly-cover.webp",
    images: ["/images/portfolio/clinicly-1.webp", "/images/portfolio/clinicly-2.webp"],
    featured: true,
    inOurCare: true,
    completed: true,
    startDate: "2025-01-13",
    completedAt: "2025-06-20",
  },
  {
    title: "Fieldnote CRM",
    slug: "fieldnote-crm",
    description: "A CRM for a field-sales team of 80, built around visits rather than e-mails.",
    longDescription:
      "<p>Fieldnote's reps spend their days on the road. The CRM we built plans routes, logs visits by voice and syncs when the signal returns. Adoption reached 95% in the first month. Managers now see pipeline changes the same day instead of at the end of the week.</p><p>The previous tool assumed reps sat at a desk. Ours starts from the day's route: who to visit, what is open with each account and what was promised last time. A thirty-second voice note after each visit becomes structured notes, next steps and deal values.</p><h2>Built for the road</h2><p>Everything works offline and syncs in the background, so a rep in a rural warehouse never loses a note. Sales managers get a live pipeline and a weekly digest instead of chasing spreadsheets on Friday afternoons.</p>",
    clientName: "Fieldnote Supplies",
    projectUrls: ["https://www.figma.com/file/fieldnote-crm"],
    githubUrl: null,
    technologies: ["React", "Node.js", "GraphQL", "PostgreSQL"],
    coverImage: "/images/portfolio/fieldnote-cover.webp",
    images: ["/images/portfolio/fieldnote-1.webp", "/images/portfolio/fieldnote-2.webp"],
    featured: false,
    inOurCare: true,
    completed: true,
    startDate: "2024-09-02",
    completedAt: "2025-02-14",
  },
  {
    title: "Brightside HR",
    slug: "brightside-hr",
    description: "Employee management for 1,200 hospitality staff: shifts, leave and onboarding.",
    longDescription: html([
      "<p>Brightside runs 14 hotels. Managers built rotas in spreadsheets and staff asked for leave on paper.</p>",
      "<p>We replaced both with one system that 1,200 people use from their phones. Rotas are planned per department, checked against contracts and rest rules before they are published, and staff see their shifts the moment they change.</p>",
      "<h2>What changed</h2>",
      "<ol><li>Shift planning that respects contracts and rest rules</li><li>Leave requests approved from a phone in one tap</li><li>Onboarding checklists that cut first-week admin by half</li><li>Payroll exports for two providers</li></ol>",
    ]),
    clientName: "Brightside Hotels",
    projectUrls: [],
    githubUrl: null,
    technologies: ["Vue", "Laravel", "MySQL", "Tailwind CSS"],
    coverImage: "/images/portfolio/brightside-cover.webp",
    images: ["/images/portfolio/brightside-1.webp", "/images/portfolio/brightside-2.webp"],
    featured: true,
    inOurCare: false,
    completed: true,
    startDate: "2024-04-08",
    completedAt: "2024-11-29",
  },
  {
    title: "Ledgerly MVP",
    slug: "ledgerly-mvp",
    description: "An invoicing MVP for freelancers, launched to 2,000 beta users in nine weeks.",
    longDescription:
      "<p>Ledgerly came to us with a pitch deck and a waiting list. Nine weeks later their MVP sent its first real invoice. Stripe payouts, recurring invoices and a clean dashboard made up the first release. The founders raised their seed round on the traction that followed.</p><p>The discovery sprint cut the scope to one promise: a freelancer gets paid faster. Every feature that did not serve it waited for version two. Weekly releases to the beta group kept the team honest about what people actually used.</p>",
    clientName: "Ledgerly",
    projectUrls: ["https://example.com/ledgerly"],
    githubUrl: "https://github.com/example/ledgerly-sdk",
    technologies: ["React", "TypeScript", "Supabase", "Stripe"],
    coverImage: "/images/portfolio/ledgerly-cover.webp",
    images: ["/images/portfolio/ledgerly-1.webp"],
    featured: false,
    inOurCare: true,
    completed: true,
    startDate: "2025-05-05",
    completedAt: "2025-07-04",
  },
  {
    title: "Verdant Farm Analytics",
    slug: "verdant-farm-analytics",
    description: "Sensor dashboards and yield forecasts for a cooperative of 60 farms.",
    longDescription: html([
      "<p>Verdant's members collect soil, weather and irrigation data. We are turning it into forecasts they can act on.</p>",
      "<p>Sixty farms, thousands of sensors and three weather services feed one time-series database. Farmers see their fields on a map coloured by crop health, get an SMS when a field needs water and follow a yield forecast that sharpens week by week.</p>",
      "<h2>So far</h2>",
      "<ul><li>Ingests 2 million sensor readings a day</li><li>Yield forecasts within 6% of harvest results</li><li>Irrigation alerts by SMS</li></ul>",
    ]),
    clientName: "Verdant Cooperative",
    projectUrls: ["https://example.com/verdant"],
    githubUrl: null,
    technologies: ["Python", "React", "TimescaleDB", "AWS"],
    coverImage: "/images/portfolio/verdant-cover.webp",
    images: ["/images/portfolio/verdant-1.webp", "/images/portfolio/verdant-2.webp"],
    featured: false,
    inOurCare: true,
    completed: false,
    startDate: "2026-06-01",
    completedAt: null,
  },
];

export const demoTeam = [
  {
    name: "Maya Lindqvist",
    role: "Founder & Managing Director",
    bio: "Maya has led software projects for logistics and healthcare companies for twelve years. She keeps every project honest about scope, budget and what users really need.",
    skills: ["Product strategy", "Delivery", "Workshops", "Pricing"],
    imageUrl: "/images/team/maya.webp",
    linkedinUrl: "https://www.linkedin.com/in/example-maya",
    email: "maya@studio.example",
    orderPosition: 1,
  },
  {
    name: "Theo Navarro",
    role: "Lead Engineer",
    bio: "Theo designs the architecture of our platforms and reviews every pull request that touches money or personal data.",
    skills: ["TypeScript", "PostgreSQL", "Architecture", "Security", "DevOps"],
    imageUrl: "/images/team/theo.webp",
    githubUrl: "https://github.com/example-theo",
    linkedinUrl: "https://www.linkedin.com/in/example-theo",
    email: "theo@studio.example",
    orderPosition: 2,
  },
  {
    name: "Aisha Okafor",
    role: "Product Designer",
    bio: "Aisha turns workshops into interfaces. She runs our usability tests and owns the design systems we hand over.",
    skills: ["UX research", "Design systems", "Figma", "Accessibility"],
    imageUrl: "/images/team/aisha.webp",
    twitterUrl: "https://twitter.com/example_aisha",
    email: "aisha@studio.example",
    orderPosition: 3,
  },
  {
    name: "Jonas Weber",
    role: "Mobile Engineer",
    bio: "Jonas builds offline-first apps that survive basements, warehouses and rural roads.",
    skills: ["React Native", "Swift", "Kotlin", "Offline sync"],
    imageUrl: "/images/team/jonas.webp",
    githubUrl: "https://github.com/example-jonas",
    orderPosition: 4,
  },
  {
    name: "Lucía Romero",
    role: "Backend Engineer",
    bio: "Lucía loves data models, queues and the boring reliability that lets clients sleep at night.",
    skills: ["Node.js", "PostgreSQL", "Queues", "Observability"],
    imageUrl: "/images/team/lucia.webp",
    linkedinUrl: "https://www.linkedin.com/in/example-lucia",
    orderPosition: 5,
  },
  {
    name: "Sam Kowalski",
    role: "QA & Delivery Manager",
    bio: "Sam plans our sprints, writes the test plans and makes sure every release note is true.",
    skills: ["Test automation", "Scrum", "Release management"],
    imageUrl: "/images/team/sam.webp",
    email: "sam@studio.example",
    orderPosition: 6,
  },
];

export const demoCategories = [
  { name: "Engineering", color: "#4f46e5" },
  { name: "Product", color: "#0d9488" },
  { name: "Business", color: "#d97706" },
];

/** Post bodies are stored as sanitized HTML, in the form the server's sanitizer writes: one <p> per paragraph. */
const paragraphs = (...ps: string[]) =>
  ps.map((p) => `<p>${p.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`).join("\n");

export const demoBlogPosts = [
  {
    title: "How we scope an MVP in five days",
    slug: "how-we-scope-an-mvp-in-five-days",
    excerpt: "The workshop format we use to turn a big idea into a product you can launch in weeks.",
    content: paragraphs(
      "Every MVP we build starts with a five-day discovery sprint. Monday is for the problem: who has it, how they solve it today, and what it costs them.",
      "Tuesday and Wednesday are for the flows. We sketch, argue and cut until the first version fits on one page.",
      "Thursday is for the prototype, and Friday is for real users. By the end of the week you have a clickable product, a backlog and a fixed price.",
      "The rule that makes it work: anything that does not help the first ten customers pay waits for version two.",
      "Monday starts with interviews. We talk to five people who have the problem today, and we ask about the last time it happened rather than what they would like. The answers decide which flows matter and which ones only sound important in a meeting room.",
      "On Tuesday we map the journey from the first visit to the moment a customer pays, on a wall, with sticky notes. Every step gets one of two labels: must have for launch, or later. The later column is always longer, and that is the point.",
      "Wednesday is the hardest day. We cut the scope until it fits on a single page and a fixed budget, and we write down what we are deliberately not building. That list saves more arguments in week six than any other document.",
      "By Friday afternoon five people have clicked through the prototype while we watched in silence. What they stumble over goes to the top of the backlog. What nobody touches quietly disappears. You leave the week with a plan you can defend to investors, a team that knows what to build, and a price that will not move.",
    ),
    headerImageUrl: "/images/blog/mvp-scope.webp",
    published: true,
    category: "Product",
  },
  {
    title: "Postgres is the only database most SaaS products need",
    slug: "postgres-is-the-only-database-most-saas-products-need",
    excerpt: "Queues, search, JSON documents and analytics: why we reach for PostgreSQL first.",
    content: paragraphs(
      "Teams often start a new product with four data stores. We start with one.",
      "PostgreSQL handles relational data, JSON documents, full-text search and job queues with SKIP LOCKED. One backup, one set of permissions, one thing to monitor.",
      "When a product outgrows it, the path is well known: read replicas, partitioning, and only then a specialised store for the one workload that needs it.",
      "Background jobs are a good example. A jobs table with a status column, an index and SELECT … FOR UPDATE SKIP LOCKED gives you a reliable queue with transactions for free: the job and the change that caused it commit together or not at all.",
      "JSONB covers the flexible parts of a data model, such as settings, integrations and imported records, without giving up constraints on the parts that matter. Full-text search with a GIN index is good enough for most product search boxes, in every language your customers write in.",
      "The boring advantage is operational. One backup strategy, one set of credentials, one thing to upgrade and one place to look when something is slow. For a team of five, that is worth more than any benchmark.",
    ),
    headerImageUrl: "/images/blog/postgres.webp",
    published: true,
    category: "Engineering",
  },
  {
    title: "What a fixed-price software project really includes",
    slug: "what-a-fixed-price-software-project-really-includes",
    excerpt: "Scope, change requests, warranty and hosting: the fine print, explained plainly.",
    content: paragraphs(
      "Fixed price does not mean fixed everything. It means a fixed outcome for a fixed budget, with a clear process for change.",
      "Our quotes list the user stories in scope, the acceptance criteria, a 60-day warranty and what hosting costs after launch.",
      "Change requests are priced before they are built, so the budget never surprises anyone.",
      "The scope lives in a document both sides can read in ten minutes: the user stories, what done means for each, and what is explicitly out. When a question comes up in sprint three, that document answers it, not someone's memory of a call.",
      "The warranty covers anything that does not work as the acceptance criteria describe, for sixty days after launch, at no cost. After that, an optional care plan keeps the product patched, monitored and improving at a monthly price you know in advance.",
    ),
    headerImageUrl: "/images/blog/fixed-price.webp",
    published: true,
    category: "Business",
  },
  {
    title: "Offline-first mobile apps without the headaches",
    slug: "offline-first-mobile-apps-without-the-headaches",
    excerpt: "Sync, conflicts and storage: the patterns behind our driver and field-sales apps.",
    content: paragraphs(
      "Drivers lose signal in basements. Field reps lose it between towns. An app that needs the network to work is an app that fails at the worst moment.",
      "We store every change locally first, sync in the background and resolve conflicts with rules the business agrees on up front.",
    ),
    headerImageUrl: "/images/blog/offline-first.webp",
    published: true,
    category: "Engineering",
  },
  {
    title: "Accessibility is a feature your clients will notice",
    slug: "accessibility-is-a-feature-your-clients-will-notice",
    excerpt: "Keyboard use, contrast and labels make products better for everyone.",
    content: paragraphs(
      "Accessible products are easier to use for everyone: clearer labels, better contrast and forms that work with a keyboard.",
      "We test every screen with a keyboard and a screen reader before a sprint ends.",
    ),
    headerImageUrl: "/images/blog/accessibility.webp",
    published: true,
    category: "Product",
  },
  {
    title: "Draft: our 2027 technology radar",
    slug: "draft-our-2027-technology-radar",
    excerpt: "What we adopt, trial, assess and hold next year.",
    content: "<p>This post is still being written.</p>",
    headerImageUrl: null,
    published: false,
    category: "Engineering",
  },
];

export const demoFaqs: {
  question: string;
  answer: string;
  category: (typeof FAQ_CATEGORIES)[number];
  orderPosition: number;
}[] = [
  {
    question: "What kind of projects do you take on?",
    answer:
      "Custom CRM systems, SaaS platforms, MVPs and employee management systems, usually for companies with 10 to 500 staff.",
    category: "general",
    orderPosition: 1,
  },
  {
    question: "How much does a typical project cost?",
    answer:
      "Most MVPs land between $8,000 and $30,000; platforms are quoted after a discovery sprint. Every quote is fixed-price.",
    category: "pricing",
    orderPosition: 2,
  },
  {
    question: "How long does it take to launch?",
    answer: "An MVP takes six to ten weeks. Larger platforms ship in monthly releases from the second month on.",
    category: "timeline",
    orderPosition: 3,
  },
  {
    question: "Which technologies do you use?",
    answer: "TypeScript, React and Node.js on PostgreSQL for most products, and React Native for mobile.",
    category: "technical",
    orderPosition: 4,
  },
  {
    question: "How do we follow progress?",
    answer:
      "Through the client portal: sprints, tickets, invoices and notifications, plus a review call at the end of every sprint.",
    category: "process",
    orderPosition: 5,
  },
  {
    question: "What happens after launch?",
    answer: "A 60-day warranty, then an optional care plan with monitoring, updates and a guaranteed response time.",
    category: "support",
    orderPosition: 6,
  },
  {
    question: "Can our in-house team work with you?",
    answer: "Yes. We pair with your developers, share our boards and hand over documentation at every milestone.",
    category: "collaboration",
    orderPosition: 7,
  },
];

export const demoTestimonials = [
  {
    clientName: "Elena Marsh",
    clientTitle: "COO",
    clientCompany: "Harbor Logistics",
    testimonialText:
      "Dispatch used to be chaos. Lumen gave us one screen that the whole team trusts, and they delivered it on the date they promised.",
    rating: 5,
    featured: true,
  },
  {
    clientName: "Dr. Ravi Patel",
    clientTitle: "Founder",
    clientCompany: "Clinicly",
    testimonialText: "They challenged our assumptions in week one and saved us two months of building the wrong thing.",
    rating: 5,
    featured: true,
  },
  {
    clientName: "Hannah Cole",
    clientTitle: "Head of Sales",
    clientCompany: "Fieldnote Supplies",
    testimonialText: "Our reps actually use this CRM. That alone is worth every cent.",
    rating: 5,
    featured: false,
  },
  {
    clientName: "Marco Bianchi",
    clientTitle: "HR Director",
    clientCompany: "Brightside Hotels",
    testimonialText: "Clear communication, weekly demos and no surprises on the invoice.",
    rating: 4,
    featured: false,
  },
  {
    clientName: "Sofia Lind",
    clientTitle: "CEO",
    clientCompany: "Ledgerly",
    testimonialText: "From pitch deck to paying users in nine weeks. I would hire them again tomorrow.",
    rating: 5,
    featured: true,
  },
];
