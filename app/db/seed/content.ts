/** Demo content for an empty database: the agency's services, portfolio, team, posts, FAQs, testimonials. */
import type { FAQ_CATEGORIES } from "~/db/schema";

export const demoServices = [
  {
    title: "Custom CRM Systems",
    description: "A CRM shaped around how your team sells and serves, not the other way round.",
    features: [
      "Pipeline and deal tracking",
      "Customer 360° timeline",
      "E-mail and calendar sync",
      "Role-based dashboards",
    ],
    priceStarting: "$5,000",
    iconName: "Users",
  },
  {
    title: "SaaS Platforms",
    description: "Multi-tenant products with billing, onboarding and the admin tools to run them.",
    features: ["Multi-tenant architecture", "Subscription billing", "Self-serve onboarding", "Usage analytics"],
    priceStarting: "$15,000",
    iconName: "Globe",
  },
  {
    title: "MVP Development",
    description: "From idea to a product real users can pay for, in weeks rather than quarters.",
    features: ["Product discovery sprint", "Clickable prototype", "Launch-ready MVP", "Analytics from day one"],
    priceStarting: "$8,000",
    iconName: "Rocket",
  },
  {
    title: "Mobile Applications",
    description: "iOS and Android apps that work offline and feel native.",
    features: ["React Native or native", "Offline-first sync", "Push notifications", "App Store release"],
    priceStarting: "$8,000",
    iconName: "Smartphone",
  },
  {
    title: "Employee Management Systems",
    description: "Scheduling, time-off, onboarding and reviews in one place your staff will actually use.",
    features: ["Shift scheduling", "Leave and approvals", "Onboarding checklists", "Payroll exports"],
    priceStarting: "$6,000",
    iconName: "Briefcase",
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
      "<p>Fieldnote's reps spend their days on the road. The CRM we built plans routes, logs visits by voice and syncs when the signal returns. Adoption reached 95% in the first month. Managers now see pipeline changes the same day instead of at the end of the week.</p>",
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
      "<p>Ledgerly came to us with a pitch deck and a waiting list. Nine weeks later their MVP sent its first real invoice. Stripe payouts, recurring invoices and a clean dashboard made up the first release. The founders raised their seed round on the traction that followed.</p>",
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

const paragraphs = (...ps: string[]) => ps.join("\n\n");

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
    content: "This post is still being written.",
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
