import Bowser from "bowser";

/** How the account page names a session's device: "Firefox on Windows", "Safari on iPhone (iOS)". */
export function describeDevice(userAgent: string | null | undefined): {
  label: string;
  kind: "desktop" | "mobile" | "tablet" | "unknown";
} {
  if (!userAgent) return { label: "Unknown device", kind: "unknown" };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  const platform = parsed.platform.type;
  const kind = platform === "mobile" || platform === "tablet" || platform === "desktop" ? platform : "unknown";
  const model = parsed.platform.model;
  const where = model && os ? `${model} (${os})` : (model ?? os);
  if (browser && where) return { label: `${browser} on ${where}`, kind };
  if (browser || where) return { label: browser ?? where ?? "Unknown device", kind };
  return { label: "Unknown device", kind };
}
