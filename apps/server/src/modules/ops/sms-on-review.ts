import { OPS_CODES, isTruckPaper, type DomainEventOf, type Language } from '@lorrybazaar/contract';
import { translate } from '../../lib/i18n.js';
import type { OpsContext } from './context.js';
import * as repo from './ops.repository.js';

type Reviewed = Pick<DomainEventOf<'document.reviewed'>, 'type_id' | 'outcome' | 'truck_reg_number'>;

/**
 * The SMS of an operator's decision, one segment in every language (docs/decisions/067;
 * ops.test.ts measures it): the document, a truck paper with its truck's number, and the
 * outcome. A rejection's reason is left to the app, where the profile (a KYC document) or the
 * notification (a truck paper) says it.
 */
export function reviewSmsText(language: Language, event: Reviewed) {
  const document =
    isTruckPaper(event.type_id) && event.truck_reg_number
      ? translate(language, `ops:sms.truckPapers.${event.type_id}`, { regNumber: event.truck_reg_number })
      : translate(language, `ops:documentTypes.${event.type_id}`);
  return translate(language, event.outcome === 'verified' ? OPS_CODES.smsVerified : OPS_CODES.smsRejected, {
    document,
  });
}

/**
 * The owner hears of an operator's decision by SMS in the language they last signed in with:
 * a subscriber to `document.reviewed`, installed once by the plugin (not a use case).
 */
export function smsOnReview({ db, events, auth }: OpsContext) {
  return events.subscribe('document.reviewed', async (event) => {
    if (!event.decided_by.startsWith('operator:')) return;
    const [userId] = event.recipients;
    const user = userId === undefined ? undefined : await repo.mobileOf(db, userId);
    if (!user) return;
    await auth.sendText(user.mobile.trim(), reviewSmsText(user.language as Language, event));
  });
}
