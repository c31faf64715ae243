/** `npm run db:migrate` (run through tsx for the ~/ paths): apply the committed migrations. */
import { closeDatabase, migrateDatabase } from "~/db/client.server";

await migrateDatabase();
await closeDatabase();
console.log("migrations applied");
