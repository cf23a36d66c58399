import type { Language } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { rememberLanguage, type AlertsContext } from '../context.js';

/**
 * The language the user's SMS and pushes are written in from now on: the one they picked in the
 * app, which may not be the one they signed up or saved their alert settings in.
 */
export async function saveLanguage(ctx: AlertsContext, actor: Actor, language: Language) {
  await rememberLanguage(ctx, actor.userId, language);
  return { language };
}
