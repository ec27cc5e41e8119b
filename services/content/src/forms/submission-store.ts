import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export interface Submission {
  id: number;
  score: string;
  formName: string;
  data: unknown;
  createdAt: string;
}

const rowSchema = z.object({
  id: z.number(),
  score: z.string(),
  form_name: z.string(),
  data: z.string(),
  created_at: z.string(),
});

export function databasePath(dataDir: string): string {
  return path.join(dataDir, "content.db");
}

/** ezforms submissions in SQLite (WAL), so a restart loses nothing. */
export class SubmissionStore {
  private readonly db: Database.Database;

  constructor(dataDir: string, options: { readonly?: boolean } = {}) {
    if (!options.readonly) mkdirSync(dataDir, { recursive: true });
    this.db = new Database(databasePath(dataDir), { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
    if (!options.readonly) {
      this.db.pragma("journal_mode = WAL");
      this.db.exec(`CREATE TABLE IF NOT EXISTS ezforms_submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        score TEXT NOT NULL,
        form_name TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`);
    }
  }

  add(formName: string, data: Record<string, unknown>): Submission {
    const createdAt = new Date().toISOString();
    const result = this.db
      .prepare("INSERT INTO ezforms_submissions (score, form_name, data, created_at) VALUES (?, ?, ?, ?)")
      .run("-1", formName, JSON.stringify(data), createdAt);
    return { id: Number(result.lastInsertRowid), score: "-1", formName, data, createdAt };
  }

  list(): Submission[] {
    const rows = this.db.prepare("SELECT * FROM ezforms_submissions ORDER BY id").all();
    return rows.map((raw) => {
      const row = rowSchema.parse(raw);
      return { id: row.id, score: row.score, formName: row.form_name, data: JSON.parse(row.data), createdAt: row.created_at };
    });
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
