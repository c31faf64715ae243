/**
 * A small Tailwind class merger for `cn()`: when two classes set the same thing (`px-4` then `px-2`,
 * `text-sm` then `text-base`, `bg-white` then `bg-brand-600`) under the same variants, the later one
 * wins and the earlier one is dropped; a shorthand drops the longhands before it (`p-4` drops an
 * earlier `px-2`). It knows the utilities this site uses; any other class is kept as it is. Much lighter
 * than a general merger, so it can ship on every public page.
 */

const DISPLAY = new Set([
  "block",
  "inline-block",
  "inline",
  "flex",
  "inline-flex",
  "grid",
  "inline-grid",
  "hidden",
  "contents",
  "table",
  "table-row",
  "table-cell",
  "flow-root",
  "list-item",
]);
const POSITION = new Set(["static", "fixed", "absolute", "relative", "sticky"]);
const VISIBILITY = new Set(["visible", "invisible", "collapse"]);
const FONT_SIZES =
  /^(?:xs|sm|base|lg|xl|[2-9]xl|display|h[1-3])(?:\/.+)?$|^\[(?:length:)?[\d.]+(?:px|rem|em|%|vw|vh)\]$|^\(length:/;
const TEXT_ALIGN = /^(?:left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^(?:wrap|nowrap|balance|pretty)$/;
const TEXT_OVERFLOW = /^(?:ellipsis|clip)$/;
const FONT_WEIGHTS = /^(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/;
const SHADOW_SIZES = /^(?:2xs|xs|sm|md|lg|xl|2xl|none|inner)$/;
const BORDER_WIDTH = /^(?:\d+|\[\d+(?:\.\d+)?px\]|\(length:.*\))$/;
const BORDER_STYLE = /^(?:solid|dashed|dotted|double|hidden|none)$/;

/** Shorthands and the longhands they replace. */
const COVERS: Record<string, string[]> = {
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  rounded: ["rounded-t", "rounded-b", "rounded-l", "rounded-r", "rounded-tl", "rounded-tr", "rounded-bl", "rounded-br"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  overflow: ["overflow-x", "overflow-y"],
  // a font size sets the line height too; flex sets grow, shrink and basis; a line clamp sets display and overflow
  "font-size": ["leading"],
  flex: ["grow", "shrink", "basis"],
  "line-clamp": ["display", "overflow"],
  "border-color": [
    "border-color-x",
    "border-color-y",
    "border-color-t",
    "border-color-r",
    "border-color-b",
    "border-color-l",
  ],
};

const PREFIX_GROUPS = [
  "px",
  "py",
  "ps",
  "pe",
  "pt",
  "pr",
  "pb",
  "pl",
  "p",
  "mx",
  "my",
  "ms",
  "me",
  "mt",
  "mr",
  "mb",
  "ml",
  "m",
  "min-w",
  "max-w",
  "min-h",
  "max-h",
  "size",
  "w",
  "h",
  "inset-x",
  "inset-y",
  "inset",
  "top",
  "right",
  "bottom",
  "left",
  "gap-x",
  "gap-y",
  "gap",
  "z",
  "opacity",
  "leading",
  "tracking",
  "items",
  "justify-items",
  "justify-self",
  "justify",
  "self",
  "content",
  "place-items",
  "place-content",
  "place-self",
  "overflow-x",
  "overflow-y",
  "overflow",
  "cursor",
  "whitespace",
  "grid-cols",
  "grid-rows",
  "col-span",
  "col-start",
  "col-end",
  "row-span",
  "order",
  "basis",
  "duration",
  "ease",
  "delay",
  "aspect",
  "object",
  "line-clamp",
  "underline-offset",
  "decoration",
  "outline-offset",
  "ring-offset",
  "space-x",
  "space-y",
  "translate-x",
  "translate-y",
  "scale",
  "rotate",
  "fill",
  "stroke",
  "animate",
  "backdrop-blur",
  "blur",
  "select",
  "pointer-events",
  "list",
  "break",
  "transition",
];

/** The property a utility sets ("" when unknown: never merged), e.g. `px-4` → "px", `text-sm` → "font-size". */
function groupOf(utility: string): string {
  const base = utility.startsWith("-") ? utility.slice(1) : utility;
  if (DISPLAY.has(base)) return "display";
  if (POSITION.has(base)) return "position";
  if (VISIBILITY.has(base)) return "visibility";
  if (base === "backdrop-blur") return "backdrop-blur";
  if (base === "grow" || base.startsWith("grow-")) return "grow";
  if (base === "shrink" || base.startsWith("shrink-")) return "shrink";
  if (base === "truncate" || base.startsWith("text-ellipsis") || base.startsWith("text-clip")) return "text-overflow";
  if (/^(?:italic|not-italic)$/.test(base)) return "font-style";
  if (/^(?:uppercase|lowercase|capitalize|normal-case)$/.test(base)) return "text-transform";
  if (/^(?:underline|overline|line-through|no-underline)$/.test(base)) return "text-decoration";
  if (base === "rounded" || base === "border" || base === "shadow" || base === "ring" || base === "transition") {
    return { rounded: "rounded", border: "border-w", shadow: "shadow", ring: "ring-w", transition: "transition" }[
      base
    ]!;
  }
  const dash = base.indexOf("-");
  if (dash < 0) return "";
  const head = base.slice(0, dash);
  const value = base.slice(dash + 1);
  switch (head) {
    case "text":
      if (FONT_SIZES.test(value)) return "font-size";
      if (TEXT_ALIGN.test(value)) return "text-align";
      if (TEXT_WRAP.test(value)) return "text-wrap";
      if (TEXT_OVERFLOW.test(value)) return "text-overflow";
      return "text-color";
    case "font":
      return FONT_WEIGHTS.test(value) ? "font-weight" : "font-family";
    case "bg":
      if (/^(?:cover|contain|auto)$/.test(value)) return "bg-size";
      if (/^(?:center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom)$/.test(value)) return "bg-pos";
      if (/repeat/.test(value)) return "bg-repeat";
      if (/^(?:none|linear-|gradient-|radial|conic)/.test(value)) return "bg-image";
      if (/^(?:fixed|local|scroll)$/.test(value)) return "bg-attach";
      if (/^(?:clip-|origin-|blend-)/.test(value)) return "";
      return "bg-color";
    case "rounded": {
      const side = /^(t|b|l|r|tl|tr|bl|br|s|e|ss|se|es|ee)(?:-|$)/.exec(value)?.[1];
      return side ? `rounded-${side}` : "rounded";
    }
    case "border": {
      const side = /^(x|y|t|r|b|l|s|e)(?:-(.*))?$/.exec(value);
      const rest = side ? (side[2] ?? "") : value;
      const kind =
        rest === "" || BORDER_WIDTH.test(rest) ? "border-w" : BORDER_STYLE.test(rest) ? "border-style" : "border-color";
      if (kind === "border-style" || (side && kind === "border-color")) return `${kind}${side ? `-${side[1]}` : ""}`;
      return side && kind === "border-w" ? `border-w-${side[1]}` : kind;
    }
    case "shadow":
      return SHADOW_SIZES.test(value) || value.startsWith("[") || value.startsWith("(") ? "shadow" : "shadow-color";
    case "ring":
      if (value.startsWith("offset-")) return /^offset-\d+$/.test(value) ? "ring-offset-w" : "ring-offset-color";
      return /^\d+$/.test(value) || value === "inset" ? `ring-${value === "inset" ? "inset" : "w"}` : "ring-color";
    case "outline":
      if (value.startsWith("offset-")) return "outline-offset";
      if (/^(?:none|hidden|dashed|dotted|double|solid)$/.test(value)) return "outline-style";
      return /^\d+$/.test(value) ? "outline-w" : "outline-color";
    case "flex":
      if (/^(?:row|col|row-reverse|col-reverse)$/.test(value)) return "flex-direction";
      if (/^(?:wrap|nowrap|wrap-reverse)$/.test(value)) return "flex-wrap";
      return "flex";
    case "from":
    case "via":
    case "to":
      return /^\d+%$/.test(value) ? `${head}-pos` : head;
    case "stroke":
      return /^\d+$/.test(value) ? "stroke-w" : "stroke";
  }
  for (const prefix of PREFIX_GROUPS) {
    if (base.startsWith(`${prefix}-`)) return prefix;
  }
  return "";
}

/** Splits `md:hover:!px-4` into its variants ("md:hover:") and its utility ("px-4", important dropped). */
function parse(cls: string): { variants: string; group: string } {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) cut = i + 1;
  }
  let utility = cls.slice(cut);
  let important = "";
  if (utility.startsWith("!")) {
    utility = utility.slice(1);
    important = "!";
  } else if (utility.endsWith("!")) {
    utility = utility.slice(0, -1);
    important = "!";
  }
  return { variants: cls.slice(0, cut) + important, group: groupOf(utility) };
}

/** The classes in order, each later class dropping the earlier ones that set the same property. */
/**
 * Merged strings kept by their input: a page passes the same few hundred class strings on every render
 * (the merge was about 5 % of a signed-in request's CPU). Bounded: emptied when it fills, so strings
 * built from data cannot grow it without end.
 */
const merged = new Map<string, string>();
const MERGED_MAX = 2000;

export function mergeClasses(classes: string): string {
  let result = merged.get(classes);
  if (result === undefined) {
    result = merge(classes);
    if (merged.size >= MERGED_MAX) merged.clear();
    merged.set(classes, result);
  }
  return result;
}

function merge(classes: string): string {
  const list = classes.split(/\s+/).filter(Boolean);
  const keep: string[] = [];
  const taken = new Set<string>();
  // walk from the end: a class survives unless a later one already took its property
  for (let i = list.length - 1; i >= 0; i--) {
    const cls = list[i]!;
    if (taken.has(`=${cls}`)) continue;
    const { variants, group } = parse(cls);
    if (group) {
      if (taken.has(`${variants}${group}`)) continue;
      taken.add(`${variants}${group}`);
      for (const covered of COVERS[group] ?? []) taken.add(`${variants}${covered}`);
    }
    taken.add(`=${cls}`);
    keep.push(cls);
  }
  return keep.reverse().join(" ");
}
