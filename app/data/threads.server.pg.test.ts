import { beforeEach, describe, expect, it } from "vitest";
import { threadSubjects } from "~/db/schema";
import { truncateAll, useTestDatabase, warmUp } from "../../tests/setup/db";
import { insertSprint } from "../../tests/setup/fixtures";
import { CLIENT, insertClientProjects, insertPeople, type Person, STAFF, THEO } from "../../tests/setup/people";
import { expectRecountMatches } from "../../tests/support/thread-recount";
import { postThreadMessage, readThread } from "./threads.server";

// Runs on PGlite with the unit tests and on PostgreSQL with vitest.pg.config.ts (where races show).
const db = useTestDatabase();
beforeEach(truncateAll);

const viewerOf = (p: Person) => ({ userId: p.id, email: p.email, fullName: p.fullName ?? null, role: p.role });

describe("a conversation's summary and unread counts under a burst", () => {
  it("count every message once and miss none a reader has not seen when posts and reads arrive at once", async () => {
    await insertPeople([STAFF, THEO, CLIENT]);
    const [projectId] = await insertClientProjects({ title: "Burst" });
    const sprint = await insertSprint(projectId!, { title: "Busy" });
    const subject = { kind: "sprint", id: sprint.id } as const;
    await warmUp();
    const writers = [CLIENT, STAFF, THEO].map(viewerOf);
    await Promise.all([
      ...Array.from({ length: 24 }, (_, i) =>
        postThreadMessage({ viewer: writers[i % 3]!, subject, body: `message ${i}` }),
      ),
      ...Array.from({ length: 9 }, (_, i) => readThread({ viewer: writers[i % 3]!, subject })),
    ]);
    const [summary] = await db.select().from(threadSubjects);
    expect(summary?.messageCount).toBe(24);
    await expectRecountMatches(db);
  });
});
