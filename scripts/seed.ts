/** `npm run db:seed` (run through tsx): migrate, then seed the demo data if the database is empty. */
import { closeDatabase, migrateDatabase } from "~/db/client.server";
import { isDatabaseEmpty, seedDemo } from "~/db/seed/demo.server";
import { initAuthSecret } from "~/platform/auth-secret.server";

await migrateDatabase();
await initAuthSecret();
if (await isDatabaseEmpty()) {
  await seedDemo();
  console.log("demo data seeded");
} else {
  console.log("database not empty: nothing seeded");
}
await closeDatabase();
