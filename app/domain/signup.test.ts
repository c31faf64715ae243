import { describe, expect, it } from "vitest";
import { isAllowedSignupEmail } from "./signup";

const domains = ["studio.example", "st.example"];

describe("sign-up domain check", () => {
  it.each([
    ["ada@studio.example", true],
    ["ADA@Studio.Example", true],
    ["ada@st.example", true],
    ["ada@gmail.com", false],
    ["ada@evil-studio.example", false],
    ["ada@studio.example.evil.com", false],
    ["studio.example", false],
    ["", false],
  ])("%j allowed: %s", (email, allowed) => {
    expect(isAllowedSignupEmail(email, domains)).toBe(allowed);
  });
});
