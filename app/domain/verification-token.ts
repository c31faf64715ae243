/**
 * A verification token that changes an e-mail address carries `updateTo` (and a `requestType`). The
 * product offers no change of address through a link, so such a token can only be forged: it is never
 * honoured, because honouring it would hand its bearer the account. Reads the claims without checking
 * the signature: this only decides what to refuse, never what to trust.
 */
export function isChangeOfAddressToken(token: string | null | undefined) {
  const payload = token?.split(".")[1];
  if (!payload) return false;
  try {
    const claims: unknown = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/")));
    return typeof claims === "object" && claims !== null && ("updateTo" in claims || "requestType" in claims);
  } catch {
    return false;
  }
}
