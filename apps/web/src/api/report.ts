import type { ReportBody } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** Report a load, a posted truck, a bid or a user to the operators (once per target). */
export const sendReport = (body: ReportBody) =>
  api<{ message: string; data: { report_id: string } }>('/Transpoter/reports', { method: 'POST', body });
