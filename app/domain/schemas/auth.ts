import { z } from "~/domain/schemas/zod";
import { isTimeZone } from "../digest";
import { checkbox, text } from "./form";

const email = () => text().trim().min(1, "Email is required").email("Enter a valid email address");

export const SignInSchema = z.object({
  email: email(),
  password: text().min(1, "Password is required"),
});

/** The password rule of sign-up, as the authentication service enforces it (auth.server.ts). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_RULE = `Use at least ${PASSWORD_MIN} characters.`;

const newPassword = () =>
  text()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, "Password is too long");

export const SignUpSchema = z.object({
  fullName: text().trim().min(1, "Full name is required").max(120),
  email: email(),
  password: newPassword(),
});

/** A reset link works once, for this long; asking for one answers the same whether or not the address has an account. */
export const RESET_LINK_SECONDS = 60 * 60;
export const RESET_REQUESTED_MESSAGE =
  "If an account uses this address, we have sent it a link to choose a new password. The link works once, within 1 hour.";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Ask for a new one.";

export const ForgotPasswordSchema = z.object({ email: email() });

/** A new password typed twice, for a link whose token proves who is asking (`invalid`: the token's message). */
const passwordFromLink = (invalid: string) =>
  z
    .object({
      token: text().min(1, invalid).max(200, invalid),
      password: newPassword(),
      confirmPassword: text().min(1, "Repeat the new password"),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ["confirmPassword"],
      message: "The two passwords do not match",
    });

export const ResetPasswordSchema = passwordFromLink(RESET_LINK_INVALID);

/** An invitation link works once, for this long; a resend replaces it (the old link stops working). */
export const INVITATION_DAYS = 7;
export const INVITATION_LINK_INVALID =
  "This invitation link is invalid, has been used or has expired. Ask your administrator to send a new invitation.";

export const AcceptInvitationSchema = passwordFromLink(INVITATION_LINK_INVALID);

// ── the account page ───────────────────────────────────────────────────────
const currentPassword = () => text().min(1, "Enter your current password").max(PASSWORD_MAX, "Password is too long");

export const AccountNameSchema = z.object({
  fullName: text().trim().min(1, "Full name is required").max(120, "Keep the name under 120 characters"),
});

/** A change of address takes effect only once the new address confirms, through a link valid this long. */
export const EMAIL_CHANGE_SECONDS = 24 * 60 * 60;
export const EMAIL_CHANGE_LINK_INVALID =
  "This confirmation link is invalid or has expired. Ask for a new one from your account page.";

export const ChangeEmailSchema = z.object({ email: email(), currentPassword: currentPassword() });

export const ConfirmEmailSchema = z.object({
  token: text().min(1, EMAIL_CHANGE_LINK_INVALID).max(200, EMAIL_CHANGE_LINK_INVALID),
});

export const ChangePasswordSchema = z
  .object({
    currentPassword: currentPassword(),
    password: newPassword(),
    confirmPassword: text().min(1, "Repeat the new password"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords do not match",
  });

export const SessionIdSchema = z.object({ id: text().trim().min(1, "Choose a session").max(200) });

/** A client's weekly summary: on or off, and the time zone its Monday 09:00 is in. */
export const DigestPreferencesSchema = z.object({
  weeklyDigest: checkbox,
  timeZone: z
    .string()
    .trim()
    .refine((zone) => isTimeZone(zone), "Choose a time zone"),
});
