/**
 * Services: when the list is empty, four default services can be seeded. The names and
 * starting prices are the spec's; the features and icon names (not shown in the spec) are ours.
 */
export const DEFAULT_SERVICES = [
  {
    title: "Website Development",
    description: "Fast, accessible marketing sites and web apps that rank well and are a joy to edit.",
    priceStarting: "$2,500",
    iconName: "Globe",
    features: ["Responsive design", "SEO foundations", "Content management", "Analytics and hosting setup"],
  },
  {
    title: "Mobile Applications",
    description: "iOS and Android apps that work offline and feel native.",
    priceStarting: "$8,000",
    iconName: "Smartphone",
    features: ["iOS and Android", "Offline-first sync", "Push notifications", "App Store release"],
  },
  {
    title: "Custom CRM Systems",
    description: "A CRM shaped around how your team sells and serves, not the other way round.",
    priceStarting: "$5,000",
    iconName: "Users",
    features: ["Pipeline and deal tracking", "Customer timeline", "E-mail and calendar sync", "Role-based dashboards"],
  },
  {
    title: "SaaS Platforms",
    description: "Multi-tenant products with billing, onboarding and the admin tools to run them.",
    priceStarting: "$15,000",
    iconName: "Rocket",
    features: ["Multi-tenant architecture", "Subscription billing", "Self-serve onboarding", "Usage analytics"],
  },
] as const;
