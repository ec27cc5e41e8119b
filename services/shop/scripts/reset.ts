import { readCatalogueSeed } from "../src/catalogue/seed-schema.js";
import { configFromEnv } from "../src/config.js";
import { seedFile } from "../src/package-root.js";
import { openDatabase, resetToSeed } from "../src/store/database.js";

/** `npm run reset -w services/shop`: restores the seeded catalogue and stock, and forgets carts and orders. */
const config = configFromEnv(process.env);
const db = openDatabase(config.dataDir);
try {
  resetToSeed(db, readCatalogueSeed(seedFile));
  console.log(`Shop data in ${config.dataDir} reset to the seed.`);
} finally {
  db.close();
}
