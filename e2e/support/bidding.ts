import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { addTruckViaApi, dayFromToday, postTruckViaApi, referenceId, uniqueRegNumber } from './marketplace';
import { signInViaApi, type Role } from './session';

/**
 * Setup for the bidding tests: two signed-in users in two browser contexts, and their loads and
 * trucks created through the same calls the screens use.
 */

export interface Party {
  context: BrowserContext;
  page: Page;
  request: APIRequestContext;
  name: string;
}

export async function party(
  browser: Browser,
  role: Role,
  name: string,
  options: { baseURL?: string; viewport?: { width: number; height: number } } = {},
): Promise<Party> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await signInViaApi(context, role, {
    name,
    company: role === 'driver' ? undefined : `${name} Logistics`,
    email: `${role}@example.in`,
    phone: '08047182020',
  });
  return { context, page: await context.newPage(), request: context.request, name };
}

export interface Ids {
  material_id: string;
  capacity_id: string;
  truck_type_id: string;
}

export async function referenceIds(request: APIRequestContext): Promise<Ids> {
  return {
    material_id: await referenceId(request, 'getAllMaterials', 'Cement'),
    capacity_id: await referenceId(request, 'getAllTruckCapacities', '9 Tonnes'),
    truck_type_id: await referenceId(request, 'getAllTruckTypes', 'Full Body'),
  };
}

/** A load through AddLoad; answers its id. */
export async function addLoadViaApi(
  request: APIRequestContext,
  ids: Ids,
  load: {
    from: string;
    to: string;
    material_id?: string;
    trucks?: number;
    pickupDate?: string;
    /** AddLoad's price and terms fields (decision 043), when the load has them. */
    terms?: Record<string, unknown>;
  },
): Promise<string> {
  const response = await request.post('/api/Transpoter/AddLoad', {
    data: {
      ...ids,
      material_id: load.material_id ?? ids.material_id,
      pickupLoc: load.from,
      deliveryLoc: load.to,
      pickupDate: load.pickupDate ?? dayFromToday(3),
      no_of_trucks: load.trucks ?? 1,
      comments: null,
      ...load.terms,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { loads_id: string } }).data.loads_id;
}

/** A truck (files uploaded first), optionally posted; answers its id and registration. */
export async function addTruck(
  request: APIRequestContext,
  ids: Ids,
  posting?: { from: string; to: string },
): Promise<{ truckId: string; regNumber: string }> {
  const regNumber = uniqueRegNumber();
  const truckId = await addTruckViaApi(request, {
    regNumber,
    typeId: ids.truck_type_id,
    capacityId: ids.capacity_id,
  });
  if (posting)
    await postTruckViaApi(request, {
      truckId,
      capacityId: ids.capacity_id,
      ...posting,
      date: dayFromToday(2),
    });
  return { truckId, regNumber };
}

/** A bid on a load with one of the bidder's trucks (insertBidsLoad); answers the bid's id. */
export async function bidOnLoadViaApi(
  request: APIRequestContext,
  bid: { loadId: string; truckId: string; amount: number },
): Promise<string> {
  const response = await request.post('/api/Transpoter/insertBidsLoad', {
    data: { bidsTruck_amount: bid.amount, loads_id: bid.loadId, trucks_id: bid.truckId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { bidsTruck_id: string } }).data.bidsTruck_id;
}

/** A small real PNG (checked by content on the server) as a lorry receipt. */
export const LR_FILE = {
  name: 'lorry-receipt.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/eL9GtQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The shipper accepts a bid on a load (insertLoadSchedule); answers the trip's id. */
export async function acceptViaApi(request: APIRequestContext, bidId: string): Promise<string> {
  const response = await request.post('/api/Transpoter/insertLoadSchedule', { data: { bid_id: bidId } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { schedule_id: string } }).data.schedule_id;
}

/** A trip document uploaded and attached through the API. */
export async function attachViaApi(
  request: APIRequestContext,
  scheduleId: string,
  purpose: 'lorry_receipt' | 'proof_of_delivery',
) {
  const upload = await request.post('/api/Transpoter/uploadFile', { multipart: { purpose, file: LR_FILE } });
  expect(upload.status(), await upload.text()).toBe(201);
  const fileId = ((await upload.json()) as { data: { file_id: string } }).data.file_id;
  const path = purpose === 'lorry_receipt' ? 'uploadLorryReceipt' : 'uploadProofOfDelivery';
  const response = await request.post(`/api/Transpoter/${path}`, {
    data: { schedule_id: scheduleId, file_id: fileId },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A new shipper (Imran Shaikh) and a new transporter (Ravi Kumar), each in a context of their own, and the reference ids. */
export async function shipperAndTransporter(
  browser: Browser,
  options: { baseURL?: string; viewport?: { width: number; height: number } } = {},
) {
  const shipper = await party(browser, 'shipper', 'Imran Shaikh', options);
  const transporter = await party(browser, 'transporter', 'Ravi Kumar', options);
  return { shipper, transporter, ids: await referenceIds(shipper.request) };
}

/** `bidder` bids `amount` on `owner`'s load with a new truck and `owner` accepts: one trip. */
export async function bookLoadViaApi(
  owner: APIRequestContext,
  bidder: APIRequestContext,
  ids: Ids,
  booking: { loadId: string; amount: number },
) {
  const { truckId, regNumber } = await addTruck(bidder, ids);
  const bidId = await bidOnLoadViaApi(bidder, { loadId: booking.loadId, truckId, amount: booking.amount });
  return { truckId, regNumber, scheduleId: await acceptViaApi(owner, bidId) };
}

/** A one-truck load booked at `amount` between a new shipper and a new transporter. */
export async function bookedTrip(
  browser: Browser,
  load: { from: string; to: string; pickupDate?: string; terms?: Record<string, unknown>; amount: number },
  options: { baseURL?: string; viewport?: { width: number; height: number } } = {},
) {
  const { shipper, transporter, ids } = await shipperAndTransporter(browser, options);
  const loadId = await addLoadViaApi(shipper.request, ids, load);
  const booked = await bookLoadViaApi(shipper.request, transporter.request, ids, {
    loadId,
    amount: load.amount,
  });
  return { shipper, transporter, ids, loadId, ...booked };
}

/**
 * A one-truck load Pune → Chennai booked at ₹42,000 between a new shipper and a new transporter
 * (picked up in 3 days unless `load.pickupDate` says otherwise; with terms when given).
 */
export const bookedPuneChennaiTrip = (
  browser: Browser,
  load: { pickupDate?: string; terms?: Record<string, unknown> } = {},
) => bookedTrip(browser, { from: 'Pune, Maharashtra', to: 'Chennai, Tamil Nadu', amount: 42000, ...load });

/** Opens a page and waits until its live stream (the events) is connected. */
export async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse(
    (r) => r.url().includes('/api/Transpoter/events') && r.status() === 200,
  );
  await page.goto(path);
  await stream;
}
