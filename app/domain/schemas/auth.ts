import { z } from "zod";
import { text } from "./form";

export const SignInSchema = z.object({
  email: text().trim().min(1, "Email is required").email("Enter a valid email address"),
  password: text().min(1, "Password is required"),
});

/** The password rule of sign-up, as the authentication service enforces it (auth.server.ts). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_RULE = `Use at least ${PASSWORD_MIN} characters.`;

export const SignUpSchema = z.object({
  fullName: text().trim().min(1, "Full name is required").max(120),
  email: text().trim().min(1, "Email is required").email("Enter a valid email address"),
  password: text()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, "Password is too long"),
});
