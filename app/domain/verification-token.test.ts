import { describe, expect, it } from "vitest";
import { isChangeOfAddressToken } from "./verification-token";

const token = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.signature`;

describe("isChangeOfAddressToken", () => {
  it("spots a token that changes the address", () => {
    expect(isChangeOfAddressToken(token({ email: "a@b.example", updateTo: "x@evil.example", userId: "u1" }))).toBe(
      true,
    );
    expect(isChangeOfAddressToken(token({ email: "a@b.example", requestType: "change-email-verification" }))).toBe(
      true,
    );
  });
  it("lets a sign-up confirmation through", () => {
    expect(isChangeOfAddressToken(token({ email: "a@studio.example" }))).toBe(false);
  });
  it("ignores garbage", () => {
    expect(isChangeOfAddressToken("not-a-jwt")).toBe(false);
    expect(isChangeOfAddressToken("a.%%%.b")).toBe(false);
    expect(isChangeOfAddressToken(null)).toBe(false);
  });
});
