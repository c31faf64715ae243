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

/**
 * An address as people write it. The authentication service keeps IPv6 addresses written out in full
 * (and cut to their /64 network); this shortens the zeros ("2001:db8::") and shows an IPv4 address
 * carried in IPv6 as IPv4.
 */
export function displayIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const mapped = /^(?:0{1,4}:){5}ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip) ?? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(":") || ip.includes("::")) return ip;
  const groups = ip.split(":").map((g) => g.replace(/^0+(?=.)/, "").toLowerCase());
  // the longest run of two or more zero groups becomes "::"
  let best = { start: -1, length: 0 };
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== "0") {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === "0") j++;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  if (best.length < 2) return groups.join(":");
  const head = groups.slice(0, best.start).join(":");
  const tail = groups.slice(best.start + best.length).join(":");
  return `${head}::${tail}`;
}
