import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { codeFor, uniqueMobile } from './outbox';
import { AREA, signInViaApi, storedSession, type Role } from './session';

/** A valid Karnataka GSTIN (check character included) and the same with a wrong last character. */
export const KA_GSTIN = '29AAPFU0939F1ZR';
export const KA_GSTIN_TYPO = '29AAPFU0939F1ZV';

/**
 * A small real PNG (240×240 stripes) and a one-page PDF: the server judges files by their bytes
 * and refuses KYC files that cannot be read (decision 010).
 */
export const PNG_FILE = {
  name: 'business-registration.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAPAAAADwCAMAAAAJixmgAAAABlBMVEUeHh7m5uYfj2xeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABE0lEQVR42u3ZoREAQAgDwdB/028QFIB6FofcOZlUX/p+/wMMDAwMDAwMDAwMDAwMPE5pYGBgYGBgYGBgYGBg4EtgZYGBgYGBgYGBgYGBgYHtw0oDAwMDAwMDAwMDAwMD24eVBQYGBgYGBgYGBgYGBrYPKw0MDAwMDAwMDAwMDAxsH1YWGBgYGBgYGBgYGBgY2D6sNDAwMDAwMDAwMDAwMLB9WFlgYGBgYGBgYGBgYGBg+7DSwMDAwMDAwMDAwMDAwPZhZYGBgYGBgYGBgYGBgYHtw0oDAwMDAwMDAwMDAwMD24eVBQYGBgYGBgYGBgYGBrYPKw0MDAwMDAwMDAwMDAxsH1YWGBgYGBgYGBgYGBgYePF/5Mhwgd9IVvEAAAAASUVORK5CYII=',
    'base64',
  ),
};
export const PDF_FILE = {
  name: 'gst-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
};

export const DOCUMENT_LABELS: Record<Role, [string, string]> = {
  transporter: ['Business Registration', 'GST Certificate'],
  broker: ['Business Registration', 'GST Certificate'],
  shipper: ['Business Registration', 'GST Certificate'],
  driver: ['Driving Licence', 'Vehicle Insurance'],
};

export async function fillAddress(page: Page) {
  await page.getByLabel('Address line 1').fill('12, MG Road');
  await page.getByLabel('Address line 2 (optional)').fill('Near KSRTC Bus Stand');
  await page.getByLabel('State').selectOption({ label: 'Karnataka' });
  const district = page.getByLabel('District');
  await expect(district).toBeEnabled();
  await expect(district.locator('option', { hasText: 'Bengaluru Urban' })).toHaveCount(1);
  await district.selectOption({ label: 'Bengaluru Urban' });
  // A PIN code of another state is caught as typed, in the state's name (decision 018).
  const pincode = page.getByRole('textbox', { name: 'PIN code', exact: true });
  await pincode.fill('400001');
  await expect(page.getByText('This PIN code is not in Karnataka.')).toBeVisible();
  await pincode.fill('560001');
  await expect(page.getByText('This PIN code is not in Karnataka.')).toHaveCount(0);
  // Optional for every role (unregistered operators), but checked when given.
  const gstin = page.getByRole('textbox', { name: 'GSTIN (optional)', exact: true });
  // Checked as typed: a wrong check character is caught before anything is sent.
  await gstin.fill(KA_GSTIN_TYPO);
  await expect(page.getByText('This GSTIN has a typing mistake')).toBeVisible();
  await gstin.fill(KA_GSTIN.toLowerCase());
  await expect(page.getByText('This GSTIN looks right.')).toBeVisible();
}

/**
 * For one role: fill the address, upload both documents, see them on the profile, open one
 * through its signed link, change the e-mail; another user cannot open that link.
 */
export function profileJourney(role: Role) {
  const tag = `[${role.toUpperCase()}][PROFILE]`;
  const area = AREA[role];

  test(`${tag} fills the address, uploads both documents, opens one, changes the e-mail`, async ({
    page,
    context,
    browser,
  }) => {
    // A long walk through four screens, two uploads and a second browser context.
    test.setTimeout(120_000);
    await signInViaApi(context, role);
    await page.goto(`/${area}/Profile`);
    await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
    const basic = page.getByTestId('basic-details');
    await expect(basic.getByText('Not added yet')).toHaveCount(6);
    await expect(page.getByTestId('verification-badge')).toHaveText('Not verified');
    const documents = page.getByTestId('documents');
    for (const label of DOCUMENT_LABELS[role]) await expect(documents.getByText(label)).toBeVisible();
    await expect(documents.getByText('Not uploaded')).toHaveCount(2);
    await expect(page.getByTestId('profile-completion')).toContainText('% complete');

    // The sidebar lists the profile screens now that they exist.
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await expect(sidebar.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
    if (role !== 'shipper') {
      await expect(sidebar.getByRole('link', { name: 'Basic Details' })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: 'Upload Details' })).toBeVisible();
    }

    // Edit Profile: every rule is shown, then the address is saved.
    await basic.getByRole('link', { name: 'Edit address' }).click();
    await expect(page).toHaveURL(`/${area}/EditProfile`);
    await expect(page.getByRole('heading', { name: 'Basic Address Details' })).toBeVisible();
    await expect(page.getByLabel('District')).toBeDisabled();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByText('Field is required').first()).toBeVisible();
    await expect(page.getByText('Please select a state.')).toBeVisible();
    await fillAddress(page);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByText('User details updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(`/${area}/Profile`);
    await expect(basic.getByTestId('address1')).toHaveText('12, MG Road');
    await expect(basic.getByTestId('district')).toHaveText('Bengaluru Urban');
    await expect(basic.getByTestId('state')).toHaveText('Karnataka');
    await expect(basic.getByTestId('gstin')).toHaveText(KA_GSTIN);
    await expect(basic.getByTestId('pincode')).toHaveText('560001');

    // Edit Documents: both required, then both upload and are saved.
    await documents.getByRole('link', { name: 'Edit documents' }).click();
    await expect(page).toHaveURL(`/${area}/EditDocuments`);
    await expect(page.getByText('No file chosen')).toHaveCount(2);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please select both files before submitting.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(`/${area}/EditDocuments`);
    const [first, second] = DOCUMENT_LABELS[role];
    await page.getByLabel(first).setInputFiles(PNG_FILE);
    await page.getByLabel(second).setInputFiles(PDF_FILE);
    await expect(page.getByText(PNG_FILE.name)).toBeVisible();
    await expect(page.getByRole('img', { name: `Preview of ${PNG_FILE.name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByText('Documents uploaded and saved successfully!')).toBeVisible();
    await expect(page).toHaveURL(`/${area}/Profile`);
    await expect(documents.getByText(PNG_FILE.name)).toBeVisible();
    await expect(documents.getByText(PDF_FILE.name)).toBeVisible();
    await expect(documents.getByText('Approved')).toHaveCount(2);
    await expect(page.getByTestId('verification-badge')).toHaveText('Verified');

    // Open one through its signed link: a new tab with the PDF itself.
    const view = documents.getByRole('link', { name: `View ${second}` });
    const href = (await view.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/Transpoter\/file\/[0-9a-f-]{36}\?/);
    const [popup] = await Promise.all([page.waitForEvent('popup'), view.click()]);
    const opened = await popup.request.get(popup.url() === 'about:blank' ? href : popup.url());
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect((await opened.body()).equals(PDF_FILE.buffer)).toBe(true);
    await popup.close();
    const download = documents.getByRole('link', { name: `Download ${first}` });
    const fetched = await page.request.get((await download.getAttribute('href'))!);
    expect(fetched.status()).toBe(200);
    expect(fetched.headers()['content-disposition']).toMatch(/^attachment/);

    // Another signed-in user cannot use the link, nor a forged one; nobody signed out can.
    await expectLinkRefused(browser, href);

    // Edit Basic Details: a new e-mail.
    await page
      .getByTestId('profile-header')
      .getByRole('link', { name: 'Edit picture, phone and email' })
      .click();
    await expect(page).toHaveURL(`/${area}/EditBasicDetails`);
    const email = `${role}.new@example.in`;
    await page.getByLabel('Email ID').fill(email);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your details were saved.')).toBeVisible();
    await expect(page).toHaveURL(`/${area}/Profile`);
    await expect(page.getByTestId('profile-email')).toHaveText(email);
  });
}

async function expectLinkRefused(browser: import('@playwright/test').Browser, href: string) {
  const other: BrowserContext = await browser.newContext();
  try {
    await signInViaApi(other, 'transporter');
    expect((await other.request.get(href)).status()).toBe(404);
    const forged = href.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await other.request.get(forged)).status()).toBe(404);
    const fileId = /file\/([0-9a-f-]{36})/.exec(href)![1];
    const guessed = `/api/Transpoter/file/${fileId}?v=1&exp=99999999999999&d=0&sig=x`;
    expect((await other.request.get(guessed)).status()).toBe(404);
    const page = await other.newPage();
    expect((await page.goto(href))?.status()).toBe(404);
  } finally {
    await other.close();
  }
  const anonymous = await browser.newContext();
  try {
    expect((await anonymous.request.get(href)).status()).toBe(403);
  } finally {
    await anonymous.close();
  }
}

/** Edit Basic Details in full: a cropped picture, and a new phone number proven by its OTP. */
export function accountDetailsJourney(role: Role) {
  test(`[${role.toUpperCase()}][PROFILE] changes the picture and, with the new number's OTP, the phone`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const { mobile } = await signInViaApi(context, role);
    await page.goto(`/${AREA[role]}/EditBasicDetails`);
    await expect(page.getByRole('heading', { name: 'Edit Basic Details' })).toBeVisible();
    await expect(page.getByTestId('default-avatar')).toBeVisible();

    // The picture is cropped to a square before it is sent.
    await page.getByTestId('picture-input').setInputFiles(PNG_FILE);
    const crop = page.getByRole('dialog', { name: 'Crop your picture' });
    await expect(crop.getByTestId('crop-canvas')).toBeVisible();
    await crop.getByRole('button', { name: 'Use this picture' }).click();
    await expect(crop).toBeHidden();

    // A new number needs its OTP: Send OTP reveals the code field.
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveValue(mobile);
    const newMobile = uniqueMobile();
    await phone.fill(newMobile);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter the OTP sent to your new number.')).toBeVisible();
    const started = Date.now();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('button', { name: /Resend OTP in 00:(30|29|28)/ })).toBeVisible();
    const otp = await codeFor(newMobile, started);
    await page.getByRole('textbox', { name: 'OTP' }).fill(otp);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Your details were saved.')).toBeVisible();
    await expect(page).toHaveURL(`/${AREA[role]}/Profile`);
    await expect(page.getByTestId('profile-mobile')).toHaveText(`+91 ${newMobile}`);
    expect((await storedSession(page)).users_mobile).toBe(newMobile);
    const picture = page.getByTestId('profile-picture');
    await expect(picture).toBeVisible();
    const src = (await picture.getAttribute('src'))!;
    const image = await page.request.get(src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    // The picture really is square.
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth === img.naturalHeight)).toBe(
      true,
    );
  });
}

/** Both KYC documents of a transporter, broker or shipper (approved on upload outside production). */
export async function verifyViaApi(request: APIRequestContext, role: 'transporter' | 'shipper') {
  const docs = [];
  for (const typeId of ['20', '22']) {
    const uploaded = await request.post('/api/Transpoter/uploadFile', {
      multipart: { purpose: 'document', file: PNG_FILE },
    });
    expect(uploaded.status()).toBe(201);
    const { file_id } = ((await uploaded.json()) as { data: { file_id: string } }).data;
    docs.push({ name: PNG_FILE.name, type_id: typeId, image: file_id });
  }
  const me = (await (await request.get('/api/Transpoter/Me')).json()) as { User: { users_id: string } };
  const saved =
    role === 'shipper'
      ? await request.post('/api/Shipper/InsertShipperDocs', {
          data: { shippers_id: me.User.users_id, shippers_doc: docs },
        })
      : await request.post('/api/Transpoter/updateTransporterDocumentsDetails', {
          data: { transporters_id: me.User.users_id, transporter_docs: docs },
        });
  expect(saved.status(), await saved.text()).toBe(201);
}
