/**
 * The dashboard's resource routes, called in-process: what they answer to requests without a staff
 * session, whatever those requests carry.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { env } from "~/platform/foundation/env.server";
import { useTestDatabase } from "../setup/db";
import { answerOf, argsFor, routeFor } from "./support";

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
