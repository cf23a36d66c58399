import type { Browser } from '@playwright/test';
import { uniqueMobile } from './outbox';
import { ownServer } from './own-server';
import { signInViaApi } from './session';

/**
 * The operator's way in (docs/decisions/050): a server of the test's own whose OPERATOR_MOBILES
 * names one new mobile, and that operator signed in as usual (a broker account: any role will do).
 */

/** A server of the test's own, with `env`, and the one operator mobile it knows. */
export async function serverWithOperator(env: Record<string, string> = {}) {
  const operatorMobile = uniqueMobile();
  const server = await ownServer({ ...env, OPERATOR_MOBILES: operatorMobile });
  return { server, operatorMobile };
}

/** A browser context on `baseURL` signed in with the operator's mobile. */
export async function operatorContext(
  browser: Browser,
  operator: { baseURL: string; operatorMobile: string },
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL: operator.baseURL, ...(viewport && { viewport }) });
  await signInViaApi(context, 'broker', undefined, operator.operatorMobile);
  return context;
}

/** The operator's console at `path`, in a context of its own (close it when done). */
export async function openConsole(
  browser: Browser,
  operator: { baseURL: string; operatorMobile: string },
  options: { path?: string; viewport?: { width: number; height: number } } = {},
) {
  const context = await operatorContext(browser, operator, options.viewport);
  const page = await context.newPage();
  await page.goto(options.path ?? '/ops');
  return { context, page };
}
