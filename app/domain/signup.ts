/** The exact refusal text for a sign-up outside the company domains. */
export const SIGNUP_DOMAIN_MESSAGE =
  "Signup is restricted to company employees only. Please use your company email address.";

export function emailDomain(email: string) {
  const at = email.trim().lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .trim()
        .slice(at + 1)
        .toLowerCase();
}

export function isAllowedSignupEmail(email: string, allowedDomains: readonly string[]) {
  const domain = emailDomain(email);
  return domain !== "" && allowedDomains.map((d) => d.toLowerCase()).includes(domain);
}
