import { isIP } from "node:net";

/** Express's names for address ranges, accepted in the list as they are. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string) {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  // a prefix length, or (IPv4) a netmask such as 255.255.255.0
  if (/^\d{1,3}$/.test(prefix)) return bits <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4;
}

/**
 * TRUST_PROXY as Express's `trust proxy` setting: which hops of `X-Forwarded-For` are believed. Off
 * (unset, false) takes the socket's address. A number N trusts the N proxies nearest the server, so
 * the client IP is the N-th entry from the right; true means one (a single reverse proxy). Otherwise a
 * comma-separated list of the proxies' addresses or subnets (or loopback, linklocal, uniquelocal): hops
 * from them are skipped. Never every hop: the left-most entry is whatever the client sent.
 */
export function trustProxySetting(value: string | undefined): false | number | string[] {
  const text = (value ?? "").trim().toLowerCase();
  if (["", "0", "false", "no", "off"].includes(text)) return false;
  if (["true", "yes", "on"].includes(text)) return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be false, the number of proxies in front of the server, or a comma-separated list of their addresses or subnets; not: ${wrong.join(", ")}`,
    );
  }
  return entries;
}
