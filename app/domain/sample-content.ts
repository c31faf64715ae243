/**
 * services and FAQ fall back to built-in sample content when the tables are empty;
 * the fallback service prices are $5,000, $8,000 and $3,000.
 */
export const SAMPLE_SERVICES = [
  {
    id: "sample-web",
    title: "Web Development",
    description: "Fast, secure web applications and platforms built around the way your business works.",
    features: ["Custom web applications", "Responsive, accessible design", "Performance and SEO", "API integrations"],
    priceStarting: "$5,000",
    iconName: "Globe",
  },
  {
    id: "sample-mobile",
    title: "Mobile App Development",
    description: "Native-feeling iOS and Android apps that keep working when the network does not.",
    features: ["iOS and Android", "Offline-first sync", "Push notifications", "App Store release"],
    priceStarting: "$8,000",
    iconName: "Smartphone",
  },
  {
    id: "sample-design",
    title: "UI/UX Design",
    description: "Research-led interfaces and design systems your team and your users will love.",
    features: ["User research", "Wireframes and prototypes", "Design systems", "Usability testing"],
    priceStarting: "$3,000",
    iconName: "Palette",
  },
] as const;

export const SAMPLE_FAQS = [
  {
    id: "sample-faq-1",
    question: "What kind of software do you build?",
    answer:
      "Custom CRM systems, SaaS platforms, MVPs and employee management systems, designed around how your team already works.",
  },
  {
    id: "sample-faq-2",
    question: "How much does a project cost?",
    answer:
      "Every project is quoted at a fixed price after a short discovery phase. Services start at $3,000 for design and $5,000 for development.",
  },
  {
    id: "sample-faq-3",
    question: "How long does it take?",
    answer: "A focused MVP typically ships in six to ten weeks; larger platforms ship in monthly releases.",
  },
  {
    id: "sample-faq-4",
    question: "How will we follow progress?",
    answer:
      "You get access to our client portal with sprints, tickets, invoices and notifications, plus a review call at the end of every sprint.",
  },
  {
    id: "sample-faq-5",
    question: "Do you support the product after launch?",
    answer:
      "Yes. Every launch includes a warranty period, followed by an optional care plan with monitoring and updates.",
  },
] as const;
