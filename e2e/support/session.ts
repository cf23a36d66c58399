import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { codeFor, uniqueMobile } from './outbox';

export type Role = 'transporter' | 'broker' | 'shipper' | 'driver';
export const AREA: Record<Role, string> = {
  transporter: 'Transpoter',
  broker: 'Broker',
  shipper: 'Shipper',
  driver: 'Driver',
};
const PREFIX: Record<Role, string> = {
  transporter: 'transporters',
  broker: 'brokers',
  shipper: 'shippers',
  driver: 'drivers',
};
export const ROLE_LABEL: Record<Role, string> = {
  transporter: 'Transporter',
  broker: 'Broker',
  shipper: 'Shipper',
  driver: 'Driver',
};

export interface Profile {
  name: string;
  company?: string;
  email?: string;
  phone?: string;
}

export const defaultProfile = (role: Role): Profile => ({
  name: {
    transporter: 'Ravi Kumar',
    broker: 'Asha Menon',
    shipper: 'Imran Shaikh',
    driver: 'Gurpreet Singh',
  }[role],
  company: role === 'driver' ? undefined : 'Sahyadri Logistics',
  email: `${role}@example.in`,
  phone: '08047182020',
});

/** The persisted session record (localStorage `persist:root`, slice `transporter`). */
export async function storedSession(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('persist:root');
    return raw ? (JSON.parse(JSON.parse(raw).transporter as string) as Record<string, string>) : {};
  });
}

/**
 * Fixture sign-in through the API (the real OTP flow, without the screens): cookies land in
 * the browser context and the session record is seeded, as the UI would leave them.
 */
export async function signInViaApi(
  context: BrowserContext,
  role: Role,
  profile: Profile = defaultProfile(role),
  mobile: string = uniqueMobile(),
) {
  const request = context.request;
  const p = PREFIX[role];
  const started = Date.now();
  expect((await request.post('/api/Broker/send-otp', { data: { transporters_mob: mobile } })).ok()).toBe(
    true,
  );
  const otp = await codeFor(mobile, started);
  expect(
    (await request.post(`/api/${AREA[role]}/Verify-otp`, { data: { [`${p}_mob`]: mobile, otp } })).ok(),
  ).toBe(true);
  const response = await request.post(`/api/${AREA[role]}/Register`, {
    data: {
      [`${p}_mob`]: mobile,
      [`${p}_name`]: profile.name,
      ...(role === 'driver' ? {} : { company: profile.company ?? '' }),
      [`${p}_email`]: profile.email ?? '',
      [`${p}_phone`]: profile.phone ?? '',
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: Record<string, string>; User: Record<string, string> };
  const record = { ...body.data, ...body.User };
  delete record.message;
  await context.addInitScript((value) => {
    if (!localStorage.getItem('persist:root')) {
      localStorage.setItem(
        'persist:root',
        JSON.stringify({
          transporter: JSON.stringify(value),
          _persist: JSON.stringify({ version: -1, rehydrated: true }),
        }),
      );
    }
  }, record);
  return { mobile, record };
}

/** Logout asks once (decision 041): "Logout", then "Yes, log out" in the dialog. */
export async function logOut(page: Page, from: Locator = page.locator('body')) {
  await from.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Yes, log out' }).click();
}
