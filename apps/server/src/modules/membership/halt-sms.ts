import { LANGUAGES, MEMBERSHIP_CODES as C, type Language } from '@lorrybazaar/contract';
import type { Db } from '../../db/client.js';
import { translate } from '../../lib/i18n.js';
import type { Events } from '../../plugins/app/events.js';
import type { AuthService } from '../auth/auth.service.js';
import * as repo from './membership.repository.js';

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/**
 * A halted mandate (the gateway gave up debiting it) is told by SMS too, in the language the
 * driver last signed in with: their bidding stops when the paid period ends, and the app may
 * not be open (the notification tells the app; docs/decisions/035-razorpay.md).
 */
export function smsOnHalt(deps: {
  db: Db;
  events: Pick<Events, 'subscribe'>;
  auth: Pick<AuthService, 'sendText'>;
}) {
  return deps.events.subscribe('membership.halted', async (event) => {
    for (const userId of event.recipients) {
      const contact = await repo.contactOf(deps.db, userId);
      if (!contact) continue;
      const language = (LANGUAGES as readonly string[]).includes(contact.language)
        ? (contact.language as Language)
        : 'en';
      const text = translate(language, C.smsHalted, {
        amount: RUPEES.format(event.amount),
        date: event.until,
      });
      await deps.auth.sendText(contact.mobile.trim(), text);
    }
  });
}
