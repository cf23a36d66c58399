import { OPS_CODES, type Language } from '@lorrybazaar/contract';
import { translate } from '../../lib/i18n.js';
import type { OpsContext } from './context.js';
import * as repo from './ops.repository.js';

/**
 * The owner hears of an operator's decision by SMS in the language they last signed in with:
 * a subscriber to `document.reviewed`, installed once by the plugin (not a use case).
 */
export function smsOnReview({ db, events, auth, profiles }: OpsContext) {
  return events.subscribe('document.reviewed', async (event) => {
    if (!event.decided_by.startsWith('operator:')) return;
    const [userId] = event.recipients;
    const user = userId === undefined ? undefined : await repo.mobileOf(db, userId);
    if (!user) return;
    const [doc] = (await profiles.documentsForOperator(db, userId!, event.by)).filter(
      (row) => row.document_id === String(event.document_id),
    );
    const language = user.language as Language;
    const document = translate(language, `ops:documentTypes.${event.type_id}`);
    const text =
      event.outcome === 'verified'
        ? translate(language, OPS_CODES.smsVerified, { document })
        : translate(language, OPS_CODES.smsRejected, {
            document,
            reason: translate(language, `ops:reviewReasons.${doc?.reason ?? 'other'}`),
          });
    await auth.sendText(user.mobile.trim(), text);
  });
}
