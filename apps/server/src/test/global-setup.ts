import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.js';
import { migrate } from '../db/migrate.js';

/** The migrated template every test file clones (PostgreSQL mode). */
export const TEMPLATE_DATABASE = 'lb_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: path of a gzipped dump of the migrated template database. */
    pgliteTemplateFile: string | null;
    /** PostgreSQL mode: admin URL (TEST_DATABASE_URL) and the template database to clone. */
    postgres: { adminUrl: string; template: string } | null;
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** Runs once per `vitest run`: migrates a template database, so each test file starts from a copy. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;

  if (adminUrl) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const database = await openPostgres(databaseUrl(adminUrl, TEMPLATE_DATABASE), 1);
    try {
      await migrate(database);
    } finally {
      // CREATE DATABASE … TEMPLATE needs the template to have no connections.
      await database.close();
    }
    project.provide('pgliteTemplateFile', null);
    project.provide('postgres', { adminUrl, template: TEMPLATE_DATABASE });
    return async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    };
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'lb-template-'));
  const file = path.join(dir, 'template.tar.gz');
  try {
    const database = await openPglite();
    try {
      await migrate(database);
      const dump = await database.dump!();
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('pgliteTemplateFile', file);
  project.provide('postgres', null);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
