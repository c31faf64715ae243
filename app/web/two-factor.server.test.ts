import { describe, expect, it } from "vitest";
import { totpSetup } from "./two-factor.server";

describe("the authenticator URI", () => {
  it("writes the issuer percent-encoded (Lumen%20Studio), as authenticator apps read it, never with a +", () => {
    const made =
      "otpauth://totp/Lumen%20Studio:ana%40acme.example?secret=GEZDGNBVGY3TQOJQ&issuer=Lumen+Studio&digits=6&period=30";
    const setup = totpSetup(made, "ana@acme.example");
    expect(setup?.totpURI).toBe(
      "otpauth://totp/Lumen%20Studio:ana%40acme.example?secret=GEZDGNBVGY3TQOJQ&issuer=Lumen%20Studio&digits=6&period=30",
    );
    expect(setup?.manualKey).toBe("GEZD GNBV GY3T QOJQ");
    expect(totpSetup(setup!.totpURI, "ana@acme.example")?.totpURI).toBe(setup?.totpURI);
  });
});
