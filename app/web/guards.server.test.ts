import { afterEach, describe, expect, it, vi } from "vitest";
import { getAuth } from "~/platform/auth.server";
import { getViewer, requireStaff, UNAVAILABLE_MESSAGE } from "./guards.server";

afterEach(() => {
  vi.restoreAllMocks();
});

const request = () => new Request("http://localhost/dashboard", { headers: { cookie: "better-auth.session_token=x" } });
const shutdown = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });

/** What a guard threw: React Router's data() answer (its init carries status and headers). */
async function thrown(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  return error as { data?: { message?: string }; init?: { status?: number; headers?: Record<string, string> } };
}

describe("the session while the database is away", () => {
  it("is answered 503 with Retry-After: nobody is treated as signed out, nor sent to sign in", async () => {
    vi.spyOn(getAuth().api, "getSession").mockRejectedValue(
      Object.assign(new Error("Failed query"), { cause: shutdown }),
    );
    const answer = await thrown(() => getViewer(request()));
    expect(answer?.init?.status).toBe(503);
    expect(answer?.init?.headers?.["Retry-After"]).toBe("30");
    expect(answer?.data?.message).toBe(UNAVAILABLE_MESSAGE);
    // a staff screen answers the same, not a redirect to /auth
    const staff = await thrown(() => requireStaff(request()));
    expect(staff?.init?.status).toBe(503);
  });

  it("another failure of the lookup (a cookie it cannot read) still means signed out", async () => {
    vi.spyOn(getAuth().api, "getSession").mockRejectedValue(new Error("invalid cookie"));
    expect(await getViewer(request())).toEqual({ isSignedIn: false });
  });
});
