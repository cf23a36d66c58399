import { expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import { openLive } from './bidding';
import { driverLinkSentTo, uniqueMobile } from './outbox';

/**
 * Trip check-ins and location sharing as the truck side does them, on the trip page or on the
 * driver's page (docs/decisions/040 and 051): the same buttons, the same calls.
 */

/** Central Pune: inside the Pune district's area (50 km of its centre). */
export const PUNE = { latitude: 18.5204, longitude: 73.8567 };

/** The transporter names a new driver for the trip; answers the driver's mobile and the page the SMS links. */
export async function nameDriverViaApi(transporter: APIRequestContext, scheduleId: string) {
  const mobile = uniqueMobile();
  const named = await transporter.put('/api/Transpoter/tripDriver', {
    data: { schedule_id: scheduleId, driver_name: 'Murugan', driver_mobile: mobile },
  });
  expect(named.status()).toBe(200);
  return { mobile, driverPath: await driverLinkSentTo(mobile) };
}

/** The trip page open with its live stream connected, the pickup not reached yet. */
export async function openTripLive(page: Page, scheduleId: string) {
  await openLive(page, `/c/Schedule/${scheduleId}`);
  await expect(page.getByTestId('milestone-reached_pickup')).toHaveAttribute('data-done', 'false');
}

/**
 * "Check in: Reached pickup" tapped in `within` on `page`: the call is taken (201) with the
 * phone's position in Pune at `accuracy` metres, and "Check in: Loaded" comes next.
 */
export async function checkInAtPunePickup(page: Page, within: Page | Locator, accuracy: number) {
  const checkedIn = page.waitForResponse((r) => r.url().endsWith('/tripEvents'));
  await within.getByRole('button', { name: 'Check in: Reached pickup' }).click();
  const answer = await checkedIn;
  expect(answer.status()).toBe(201);
  expect((await answer.request().postDataJSON()) as object).toMatchObject({
    kind: 'reached_pickup',
    lat: PUNE.latitude,
    lng: PUNE.longitude,
    accuracy_m: accuracy,
  });
  await expect(within.getByRole('button', { name: 'Check in: Loaded' })).toBeVisible();
}

/**
 * "Share my location" tapped in `within`: the consent screen says `consent`, is accepted, and the
 * chip shows; answers the first batch of positions sent.
 */
export async function shareLocation(page: Page, within: Page | Locator, consent: string): Promise<Response> {
  const positions = page.waitForResponse((r) => r.url().endsWith('/tripPositions'));
  await within.getByRole('button', { name: 'Share my location' }).click();
  const ask = page.getByRole('dialog', { name: 'Share your location on this trip?' });
  await expect(ask).toContainText(consent);
  await ask.getByRole('button', { name: 'Share location' }).click();
  await expect(page.getByTestId('sharing-chip')).toHaveText('Sharing location');
  return positions;
}

/** "Stop sharing" tapped: the chip goes. */
export async function stopSharing(page: Page, within: Page | Locator) {
  await within.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByTestId('sharing-chip')).toHaveCount(0);
}
