import type { Locator, Page } from '@playwright/test';

/**
 * The bid dialog on a load, as a bidder reaches it: the marketplace searched by the load's pickup
 * place, Bid Now on its card.
 */

/** The marketplace's Loads tab searched by pickup place `from`. */
export const openLoadsFrom = (page: Page, from: string) =>
  page.goto(`/c/Loads?pickupLoc=${encodeURIComponent(from)}`);

/** The dialog of a load card's Bid Now. */
export const bidDialog = (page: Page) => page.getByRole('dialog', { name: 'Bid on this load' });

/** Bid Now on the load from `from`, found on the Loads tab; answers the dialog. */
export async function openBidDialog(page: Page, from: string): Promise<Locator> {
  await openLoadsFrom(page, from);
  await page
    .getByTestId('load-card')
    .filter({ hasText: from })
    .getByRole('button', { name: 'Bid Now' })
    .click();
  return bidDialog(page);
}

/** The truck (a Full Body one, by its registration) and the amount typed into the open dialog. */
export async function fillBid(dialog: Locator, regNumber: string, amount: string) {
  await dialog
    .getByRole('combobox', { name: 'Select Truck' })
    .selectOption({ label: `Full Body – ${regNumber}` });
  await dialog.getByRole('textbox', { name: 'Enter your Amount' }).fill(amount);
}
