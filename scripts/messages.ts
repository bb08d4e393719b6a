import { z } from "zod";
import { openDatabase, databaseConfigFromUrl } from "../server/db/database.ts";
import { contactEnvShape } from "../server/contact/config.ts";
import { executeOwnerCommand, parseOwnerCommand } from "../server/contact/owner-commands.ts";

// `npm run messages -- <command>`: read, retry, export and delete contact messages (see --help).

const parsed = z.object({ DATABASE_URL: contactEnvShape.DATABASE_URL }).safeParse({
  DATABASE_URL: process.env.DATABASE_URL?.trim() || undefined,
});
if (!parsed.success) {
  console.error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  process.exit(1);
}

const print = (line: string) => console.log(line);
// The command line is checked first, so help and typing mistakes never open (or create) the database.
const command = parseOwnerCommand(process.argv.slice(2), print);
if (typeof command === "number") {
  process.exitCode = command;
} else {
  const db = await openDatabase(databaseConfigFromUrl(parsed.data.DATABASE_URL));
  try {
    process.exitCode = await executeOwnerCommand(db, command, print);
  } finally {
    await db.destroy();
  }
}
