import { z } from "~/domain/schemas/zod";
import { text } from "./form";

/**
 * The forms of two-factor sign-in: the code from an authenticator app (6 digits; spaces a person types
 * to group them are dropped), a recovery code (10 letters and digits, shown as two groups of 5), and the
 * password that every change to the setting asks for again.
 */
export const TOTP_DIGITS = 6;
/** The name authenticator apps list the account under. */
export const TWO_FACTOR_ISSUER = "Lumen Studio";
/** How many recovery codes two-factor sign-in hands out at a time. */
export const TWO_FACTOR_RECOVERY_CODES = 10;
/** How long the code step may take after the right password, before signing in starts again. */
export const TWO_FACTOR_PENDING_SECONDS = 10 * 60;
export const CODE_MESSAGE = `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`;
export const RECOVERY_CODE_MESSAGE = "Enter one of your recovery codes, like abcde-12345";

const totpCode = () =>
  text()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, CODE_MESSAGE));

/** A recovery code as it was shown (abcde-12345); typed without the dash or with spaces around, it still counts. */
const recoveryCode = () =>
  text()
    .transform((v) => v.replace(/\s/g, ""))
    .transform((v) => (/^[a-zA-Z0-9]{10}$/.test(v) ? `${v.slice(0, 5)}-${v.slice(5)}` : v))
    .pipe(z.string().regex(/^[a-zA-Z0-9]{5}-[a-zA-Z0-9]{5}$/, RECOVERY_CODE_MESSAGE));

const password = () => text().min(1, "Password is required");

/** The sign-in code step: which kind of code, and the code. */
export const TwoFactorCodeSchema = z.object({ code: totpCode() });
export const RecoveryCodeSchema = z.object({ code: recoveryCode() });

/** Turning it on, off, or making new recovery codes: the password again. */
export const TwoFactorPasswordSchema = z.object({ password: password() });

/** The setup's last step: the first code from the app, and the setup it confirms. */
export const TwoFactorConfirmSchema = z.object({ code: totpCode(), totpURI: text().max(1000).optional() });

/** The admin's switch on the Users screen. */
export const RequireTwoFactorSchema = z.object({ required: z.enum(["on", "off"]) });

/**
 * The manual key of an otpauth:// URI (its base32 secret), in groups of 4 for reading aloud or typing,
 * or null when the URI is not one.
 */
export function manualKeyOf(totpURI: string): string | null {
  let url: URL;
  try {
    url = new URL(totpURI);
  } catch {
    return null;
  }
  if (url.protocol !== "otpauth:") return null;
  const secret = url.searchParams.get("secret")?.toUpperCase().replace(/=+$/, "") ?? "";
  if (!/^[A-Z2-7]{16,128}$/.test(secret)) return null;
  return secret.match(/.{1,4}/g)!.join(" ");
}
