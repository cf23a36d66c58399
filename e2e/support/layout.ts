import type { Locator } from '@playwright/test';

/** Two boxes on screen overlap. */
export async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}
