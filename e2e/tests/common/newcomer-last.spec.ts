import { expect, test, type BrowserContext } from '@playwright/test';
import { localeText } from '../../support/locale-text';
import { signInViaApi } from '../../support/session';

/**
 * The last things a newcomer tripped on: empty profile details that read like a fault, a lazy
 * screen opened without a network, and the landing header in the longest scripts.
 */

/** The screen's language, as a phone set to it has it. */
const speak = (context: BrowserContext, language: string) =>
  context.addInitScript((code) => localStorage.setItem('i18nextLng', code), language);

test('[SHIPPER][PROFILE] in Hindi an empty detail says "not added yet" with an Add link to the form that fills it', async ({
  page,
  context,
}) => {
  await speak(context, 'hi');
  await page.setViewportSize({ width: 360, height: 740 });
  await signInViaApi(context, 'shipper');
  await page.goto('/Shipper/Profile');
  const details = page.getByTestId('basic-details');
  await expect(details.getByTestId('gstin')).toHaveText(localeText('hi', 'profile', 'page.noData'));
  await expect(details).not.toContainText('जानकारी नहीं मिली');
  const gstin = localeText('hi', 'profile', 'fields.gstin');
  await details
    .getByRole('link', { name: localeText('hi', 'profile', 'page.addLabel', { field: gstin }) })
    .click();
  await expect(page).toHaveURL('/Shipper/EditProfile');
});
