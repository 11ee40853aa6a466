// The solar estimator's leads: SQLite (better-sqlite3, WAL) in their own file under data/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { SolarLeadInput } from './inputs.ts';
import type { SolarEstimate } from './solar-estimate.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS solar_leads (
  id INTEGER PRIMARY KEY,
  received_at INTEGER NOT NULL,
  brand TEXT NOT NULL,
  location TEXT NOT NULL,
  zipcode TEXT NOT NULL,
  monthly_bill REAL NOT NULL,
  roof TEXT NOT NULL,
  shaded INTEGER NOT NULL,
  system_kw REAL NOT NULL,
  annual_savings INTEGER NOT NULL
);
`;

export interface StoredLead {
  id: number;
  received_at: number;
  brand: string;
  location: string;
  zipcode: string;
  monthly_bill: number;
  roof: string;
  shaded: number;
  system_kw: number;
  annual_savings: number;
}

export class LeadsStore {
  private readonly db: Database.Database;
  private readonly insertLead: Database.Statement;

  constructor(readonly file: string) {
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.exec(SCHEMA);
    this.insertLead = this.db.prepare(
      'INSERT INTO solar_leads (received_at, brand, location, zipcode, monthly_bill, roof, shaded, system_kw, annual_savings) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
  }

  /** Keeps a lead; answers its id. */
  add(brand: string, lead: SolarLeadInput, estimate: SolarEstimate, at = Date.now()): number {
    const result = this.insertLead.run(at, brand, lead.location, lead.zipcode, lead.monthlyBill, lead.roof, lead.shaded ? 1 : 0, estimate.systemKw, estimate.annualSavings);
    return Number(result.lastInsertRowid);
  }

  list(): StoredLead[] {
    return this.db.prepare('SELECT * FROM solar_leads ORDER BY id').all() as StoredLead[];
  }

  close(): void {
    this.db.close();
  }
}

