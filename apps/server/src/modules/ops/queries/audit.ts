import type { OpsContext } from '../context.js';
import * as repo from '../ops.repository.js';

/** A page of the audit log of operator actions, newest first, with the total. */
export const audit = ({ db }: OpsContext, page: number) => repo.listAudit(db, page);
