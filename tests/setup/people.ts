import { db } from "~/db/client.server";
import { clientProjects, profiles, type Role, users } from "~/db/schema";

/** A person of the data tests: a user row and its profile. */
export type Person = {
  id: string;
  email: string;
  role: Role | null;
  fullName?: string | null;
  organizationName?: string | null;
};

/** The people most data tests start from: one staff member (admin) and one client. */
export const STAFF: Person = { id: "staff-1", email: "staff@studio.example", role: "admin", fullName: "Staff" };
export const CLIENT: Person = {
  id: "client-1",
  email: "jordan@acme.example",
  role: "client",
  fullName: "Jordan Blake",
};

/** The actor a data function receives when STAFF does the write. */
export const staffActor = { userId: STAFF.id, email: STAFF.email };

/** The admin of the client-work tests. */
export const ADMIN: Person = { id: "admin-1", email: "admin@studio.example", role: "admin", fullName: "Maya" };

/** The actor a data function receives when `person` does the write. */
export const actorOf = (person: Person) => ({ userId: person.id, email: person.email });

/** Staff members of the content tests: an author and an admin. */
export const THEO: Person = { id: "theo", email: "theo@studio.example", role: "author", fullName: "Theo" };
export const MAYA: Person = { id: "maya", email: "maya@studio.example", role: "admin", fullName: "Maya" };

/** Insert one staff member and answer the actor their writes carry. */
export async function insertActor(person: Person) {
  await insertPeople([person]);
  return actorOf(person);
}

/** Insert users with their profiles (roles, names). */
export async function insertPeople(people: Person[] = [STAFF, CLIENT]) {
  await db.insert(users).values(people.map((p) => ({ id: p.id, name: p.fullName ?? p.email, email: p.email })));
  await db.insert(profiles).values(people.map((p) => ({ ...p, fullName: p.fullName ?? null })));
}

/** Insert client projects (of CLIENT unless said otherwise) and return their ids in order. */
export async function insertClientProjects(...values: Partial<typeof clientProjects.$inferInsert>[]) {
  const rows = await db
    .insert(clientProjects)
    .values(values.map((v) => ({ clientId: CLIENT.id, title: "Fleet Platform", ...v })))
    .returning({ id: clientProjects.id });
  return rows.map((r) => r.id);
}
