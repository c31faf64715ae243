/**
 * The dashboard's resource routes, called in-process: what they answer to requests without a staff
 * session, whatever those requests carry.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedDemo } from "~/db/seed/demo.server";
import { env } from "~/platform/foundation/env.server";
import { useTestDatabase } from "../setup/db";
import { answerOf, argsFor, cookieFor, demoEmail, routeFor } from "./support";

useTestDatabase();

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaGD4DwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** The files stored under an upload folder (none when the folder does not exist). */
const storedIn = (folder: string) => fs.readdir(path.join(env.uploadsDir, folder)).catch(() => [] as string[]);

describe("uploads", () => {
  it("a visitor cannot upload", async () => {
    const before = await storedIn("blogs");
    const body = new FormData();
    body.set("folder", "blogs");
    body.set("file", new File([PNG], "a.png", { type: "image/png" }));
    const { entry, module } = await routeFor("/dashboard/uploads");
    const answer = await answerOf(() =>
      module.action!(argsFor(entry, { init: { method: "POST", body, headers: { origin: "http://localhost" } } })),
    );
    expect(answer.status).toBe(401);
    expect(answer.data).toEqual({ error: "Not authenticated" });
    expect(await storedIn("blogs")).toEqual(before);
  });
});

describe("the overview's No Reply Needed", () => {
  const post = async (cookie: string | undefined, form: Record<string, string>) => {
    const { entry, module } = await routeFor("/dashboard");
    const body = new URLSearchParams(form);
    return answerOf(() =>
      module.action!(
        argsFor(entry, {
          cookie,
          init: {
            method: "POST",
            body,
            headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
          },
        }),
      ),
    );
  };

  it("is staff's only: a visitor and a client are refused; a bad form is a 400, an unknown sprint a 404", async () => {
    await seedDemo();
    const form = {
      intent: "conversation.no-reply",
      source: "sprint",
      sprintId: "00000000-0000-4000-8000-000000000000",
    };
    expect((await post(undefined, form)).status).toBe(302);
    expect((await post(await cookieFor(demoEmail("client")), form)).status).toBe(302);
    const staff = await cookieFor(demoEmail("admin"));
    expect((await post(staff, { intent: "conversation.no-reply", source: "sprint", sprintId: "x" })).status).toBe(400);
    expect((await post(staff, form)).status).toBe(404);
    expect((await post(staff, { intent: "other" })).status).toBe(400);
  });
});
