import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { party } from '../../support/bidding';
import { PDF_FILE, PNG_FILE, uniqueRegNumber } from '../../support/marketplace';
import { openConsole, serverWithOperator } from '../../support/operator';

/** A blank white 800×600 PNG, as a phone makes of a covered lens or an empty page. */
function blankPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const [width, height] = [800, 600];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 255)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A truck's papers are checked like KYC documents (docs/decisions/046): a blank picture is refused
 * on Add Truck, and the RC and insurance of an added truck wait in the operators' queue with the
 * truck's number. Its own server under DRIVER_VERIFICATION=manual (the suite's approves on upload).
 */
test('[TRANSPORTER][OPERATOR][OPS] a blank RC or insurance is refused, and a truck’s papers reach the operators’ queue', async ({
  browser,
}) => {
  const { server, operatorMobile } = await serverWithOperator({ DRIVER_VERIFICATION: 'manual' });
  try {
    const owner = await party(browser, 'transporter', 'Gurpreet Singh', { baseURL: server.baseURL });
    const page = owner.page;
    const reg = uniqueRegNumber();
    await page.goto('/c/AddTruck');
    await page.getByLabel('Registration number').fill(reg);
    await page.getByLabel('Truck Type').selectOption({ label: 'Open Body' });
    await page.getByLabel('Weight capacity').selectOption({ label: '16 Tonnes' });

    const blank = { name: 'blank.png', mimeType: 'image/png', buffer: blankPng() };
    const refused = 'This picture looks blank. Take a clear photo of the document in good light.';
    await page.getByLabel('Vehicle insurance').setInputFiles(blank);
    await expect(page.getByText(refused)).toHaveCount(1);
    await page.getByLabel('RC Book').setInputFiles(blank);
    await expect(page.getByText(refused)).toHaveCount(2);

    // Readable papers go through, and the truck is added.
    await page.getByLabel('Vehicle insurance').setInputFiles({ ...PNG_FILE, name: 'insurance-2026.png' });
    await expect(page.getByTestId('file-insurance').getByTestId('file-name')).toHaveText(
      'insurance-2026.png',
    );
    await page.getByLabel('RC Book').setInputFiles({ ...PDF_FILE, name: 'rc-book.pdf' });
    await expect(page.getByTestId('file-rc').getByTestId('file-name')).toHaveText('rc-book.pdf');
    await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await page.getByLabel('District').selectOption({ label: 'Pune' });
    await page.getByRole('button', { name: 'Add Truck' }).click();
    await expect(page).toHaveURL('/c/YourTruck');

    // The operator sees both papers, named with the truck's number, and may reject one.
    const { context, page: ops } = await openConsole(
      browser,
      { baseURL: server.baseURL, operatorMobile },
      { viewport: { width: 360, height: 740 } },
    );
    const papers = ops.getByTestId('ops-document').filter({ hasText: 'Gurpreet Singh' });
    await expect(papers).toHaveCount(2);
    await expect(papers.filter({ hasText: 'Truck RC' }).getByTestId('truck-reg')).toContainText(reg);
    await expect(papers.filter({ hasText: 'Truck insurance' }).getByTestId('truck-reg')).toContainText(reg);
    const insurance = papers.filter({ hasText: 'Truck insurance' });
    await insurance.getByRole('button', { name: 'Reject' }).click();
    await insurance.getByLabel('Reason').selectOption({ label: 'Expired' });
    await insurance.getByRole('button', { name: 'Reject document' }).click();
    await expect(papers).toHaveCount(1);

    // The owner sees why on the truck's card, at 360 px, and sends a current insurance.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/c/YourTruck');
    const card = page.getByTestId('own-truck-card').filter({ hasText: reg });
    await expect(card.getByTestId('truck-paper-rc').getByTestId('paper-status')).toHaveText('Pending review');
    const insurancePaper = card.getByTestId('truck-paper-insurance');
    await expect(insurancePaper.getByTestId('paper-status')).toHaveText('Rejected');
    await expect(insurancePaper.getByTestId('paper-reason')).toHaveText(
      'Not accepted: it has expired. Upload a current one.',
    );
    await insurancePaper.getByRole('button', { name: 'Upload Vehicle insurance again' }).click();
    const dialog = page.getByRole('dialog', { name: `Vehicle insurance – ${reg}` });
    await dialog.getByRole('button', { name: 'Send for checking' }).click();
    await expect(dialog.getByText('Vehicle insurance is required.')).toBeVisible();
    await dialog.getByLabel('Vehicle insurance').setInputFiles({ ...PNG_FILE, name: 'insurance-2027.png' });
    await expect(dialog.getByTestId('file-name')).toHaveText('insurance-2027.png');
    await dialog.getByRole('button', { name: 'Send for checking' }).click();
    await expect(
      page.getByText('Sent for checking. You will get a notification once it is checked.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(insurancePaper.getByTestId('paper-status')).toHaveText('Pending review');
    await expect(insurancePaper.getByTestId('paper-reason')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // It is back in the operators' queue beside the RC.
    await ops.reload();
    await expect(papers).toHaveCount(2);
    await expect(papers.filter({ hasText: 'Truck insurance' }).getByTestId('truck-reg')).toContainText(reg);

    await context.close();
    await owner.context.close();
  } finally {
    await server.close();
  }
});
