import type { OpsContext } from '../context.js';
import * as repo from '../ops.repository.js';

/** Reports: open ones or closed ones, newest first. */
export const reports = ({ db }: OpsContext, open: boolean) => repo.listReports(db, open);

/** Whether the user's listings are withheld now (the app's notice, decision 042). */
export const withheld = ({ db }: OpsContext, userId: number) => repo.isWithheld(db, userId);
