import { expect, test } from '@playwright/test';
import {
  acceptViaApi,
  addLoadViaApi,
  addTruck,
  bidOnLoadViaApi,
  party,
  referenceIds,
} from '../support/bidding';

test('screenshots', async ({ browser }) => {
  test.setTimeout(180_000);
  const shipper = await party(browser, 'shipper', 'Imran Shaikh');
  const transporter = await party(browser, 'transporter', 'Ravi Kumar');
  const ids = await referenceIds(shipper.request);
  const loadId = await addLoadViaApi(shipper.request, ids, {
    from: 'Pune, Maharashtra',
    to: 'Chennai, Tamil Nadu',
  });
  const { truckId } = await addTruck(transporter.request, ids);
  const scheduleId = await acceptViaApi(
    shipper.request,
    await bidOnLoadViaApi(transporter.request, { loadId, truckId, amount: 42000 }),
  );
  const post = (kind: string, lat: number, lng: number) =>
    transporter.request.post('/api/Transpoter/tripEvents', {
      data: { schedule_id: scheduleId, kind, lat, lng, accuracy_m: 15 },
    });
  expect((await post('reached_pickup', 18.52, 73.85)).status()).toBe(201);
  expect((await post('loaded', 16.2, 74.5)).status()).toBe(201);
  expect((await post('departed', 18.52, 73.85)).status()).toBe(201);
  expect(
    (
      await transporter.request.post('/api/Transpoter/tripPositions', {
        data: {
          schedule_id: scheduleId,
          positions: [{ at: new Date().toISOString(), lat: 15.35, lng: 75.13, accuracy_m: 30 }],
        },
      })
    ).status(),
  ).toBe(201);
  const link = (await (
    await shipper.request.post('/api/Transpoter/trackingLinks', { data: { schedule_id: scheduleId } })
  ).json()) as {
    data: { path: string };
  };
  await transporter.context.grantPermissions(['geolocation']);
  await transporter.context.setGeolocation({ latitude: 15.35, longitude: 75.13 });
  for (const width of [360, 1280]) {
    for (const who of [transporter, shipper]) {
      await who.page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await who.page.goto(`/c/Schedule/${scheduleId}`);
      await who.page.getByTestId('trip-tracking').scrollIntoViewIfNeeded();
      await expect(who.page.getByTestId('milestone-loaded')).toHaveAttribute('data-done', 'true');
      await who.page
        .getByTestId('trip-tracking')
        .screenshot({
          path: `/tmp/tracking-pkg/shots/timeline-${who === shipper ? 'shipper' : 'truck'}-${width}.png`,
        });
    }
    const visitor = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 } });
    const page = await visitor.newPage();
    await page.goto(link.data.path);
    await expect(page.getByTestId('track-route')).toBeVisible();
    await page.screenshot({ path: `/tmp/tracking-pkg/shots/public-${width}.png`, fullPage: true });
    await visitor.close();
  }
  // Sharing on, on a phone: the chip and the consent.
  const tp = transporter.page;
  await tp.setViewportSize({ width: 360, height: 740 });
  await tp.goto(`/c/Schedule/${scheduleId}`);
  await tp.getByRole('button', { name: 'Share my location' }).click();
  await tp.screenshot({ path: '/tmp/tracking-pkg/shots/consent-360.png' });
  await tp.getByRole('button', { name: 'Share location' }).click();
  await expect(tp.getByTestId('sharing-chip')).toBeVisible();
  await tp.screenshot({ path: '/tmp/tracking-pkg/shots/sharing-360.png' });
  await shipper.page.setViewportSize({ width: 360, height: 740 });
  await shipper.page.goto('/licences');
  await shipper.page.screenshot({ path: '/tmp/tracking-pkg/shots/licences-360.png', fullPage: true });
});
