import { existsSync } from "node:fs";
import { loadConfig } from "../src/config.js";
import { databasePath, SubmissionStore } from "../src/forms/submission-store.js";

/** `npm run submissions [-- --json]`: lists the form submissions stored by the content service. */
const { dataDir } = loadConfig();
if (!existsSync(databasePath(dataDir))) {
  console.log(`no submissions yet (no database at ${databasePath(dataDir)})`);
  process.exit(0);
}
const store = new SubmissionStore(dataDir, { readonly: true });
const submissions = store.list();
store.close();
if (process.argv.includes("--json")) {
  console.log(JSON.stringify(submissions, null, 2));
} else if (submissions.length === 0) {
  console.log("no submissions yet");
} else {
  console.table(
    submissions.map((submission) => ({
      id: submission.id,
      createdAt: submission.createdAt,
      formName: submission.formName,
      data: JSON.stringify(submission.data),
    })),
  );
}
