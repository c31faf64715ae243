/** Display and save rules of portfolio projects. */

/** A link button is labelled Figma if the URL contains figma, otherwise Live Demo. */
export function linkLabel(url: string) {
  return /figma/i.test(url) ? "Figma" : "Live Demo";
}

/** Cards show at most 3 technologies, then '+N more'. */
export function visibleTechnologies(technologies: readonly string[], max = 3) {
  return {
    shown: technologies.slice(0, max),
    more: Math.max(0, technologies.length - max),
  };
}

/**
 * if completed is off, completed_at is stored empty; if on and the date is blank,
 * today's date is used.
 */
export function completionDate(input: { completed: boolean; completedAt: string | null; today: string }) {
  if (!input.completed) return null;
  return input.completedAt ?? input.today;
}
