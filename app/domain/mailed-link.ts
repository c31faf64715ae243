/** The longest token a mailed link may carry; anything longer is not ours. */
const MAX_TOKEN = 200;

/**
 * The head of a page opened from a mailed link (reset, invitation, new address): not indexed, and,
 * since the token is in the address, never sent on in a Referer.
 */
export const mailedLinkMeta = (title: string) => [
  { title: `${title} | Lumen Studio` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

/**
 * The link's token and whether it still works, checked before anyone types, so a used or expired
 * link says so at once.
 */
export async function readLinkToken(request: Request, isLive: (token: string) => Promise<boolean>) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, isValid: token.length > 0 && token.length <= MAX_TOKEN && (await isLive(token)) };
}
