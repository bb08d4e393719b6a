import { z } from "zod";
import { openDatabase, databaseConfigFromUrl } from "../server/db/database.ts";
import { contactEnvShape } from "../server/contact/config.ts";
import { runOwnerCommand } from "../server/contact/owner-commands.ts";

// `npm run messages -- <command>`: read, retry, export and delete contact messages (see --help).

const parsed = z.object({ DATABASE_URL: contactEnvShape.DATABASE_URL }).safeParse({
  DATABASE_URL: process.env.DATABASE_URL?.trim() || undefined,
});
if (!parsed.success) {
  console.error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  process.exit(1);
}

const db = await openDatabase(databaseConfigFromUrl(parsed.data.DATABASE_URL));
try {
  process.exitCode = await runOwnerCommand(db, process.argv.slice(2), (line) => console.log(line));
} finally {
  await db.destroy();
}
