import { expect, test, type Page } from '@playwright/test';
import { ROLES, ROLE_LABEL, text } from './public-text';
import { signInViaApi } from '../../support/session';

const signInDialog = (page: Page, role: (typeof ROLES)[number]) =>
  page.getByRole('dialog', { name: `Sign In As ${ROLE_LABEL[role]}` });

test.describe('[PUBLIC][LANDING] top bar', () => {
  test('[PUBLIC][LANDING] every top-bar link scrolls to its anchor', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Site menu' });
    for (const [label, id] of [
      ['About', 'about'],
      ['Marketplace', 'vedios'],
      ['Contact', 'contact'],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(`/#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }
  });

  test('[PUBLIC][LANDING] top-bar links lead to the landing anchors from a policy page', async ({ page }) => {
    await page.goto('/shipping-policy');
    await page.getByRole('banner').getByRole('link', { name: 'Marketplace' }).click();
    await expect(page).toHaveURL('/#vedios');
    await expect(
      page.getByRole('heading', { name: text('en', 'landing.tutorials.heading') }),
    ).toBeInViewport();
  });

  test('[PUBLIC][LANDING] "Install the app" opens the browser\'s install dialog, else its steps', async ({
    page,
  }) => {
    // The test plays the browser: an offer of this browser's own, sent whenever it decides the page
    // may be installed, would make the first tap show its dialog instead of the steps.
    await page.addInitScript(() =>
      window.addEventListener(
        'beforeinstallprompt',
        (event) => {
          if (!(event as Event & { fromTest?: boolean }).fromTest) event.stopImmediatePropagation();
        },
        { capture: true },
      ),
    );
    await page.goto('/');
    const banner = page.getByRole('banner');
    const badge = banner.getByRole('button', { name: text('en', 'installApp.label') });
    const footerButton = page
      .locator('footer#contact')
      .getByRole('button', { name: text('en', 'installApp.install') });

    // The app has taken the page over (the hidden slides' pictures are asked for only then): this
    // test is about the install dialog, not a tap before the app (prerender.spec.ts).
    await expect(page.locator('[data-testid^="hero-slide-"] img[src]')).toHaveCount(4);
    // No install offer from this browser (headless, no service worker): the menu steps.
    await badge.click();
    const steps = page.getByRole('dialog', { name: text('en', 'installApp.title') });
    await expect(steps).toContainText(text('en', 'installApp.androidChoose'));
    await expect(steps).toContainText(text('en', 'installApp.iphoneAdd'));
    await steps.getByRole('button', { name: text('en', 'installApp.ok') }).click();
    await expect(steps).toBeHidden();

    // The browser offers the install (as Chrome on Android does): its own dialog, nothing of ours.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        fromTest: true,
        prompt: async () => {
          (window as unknown as { prompted: number }).prompted = 1;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await badge.click();
    await expect(page.getByRole('status').filter({ hasText: text('en', 'installApp.adding') })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    await expect(steps).toBeHidden();

    // Installed: nothing left to offer.
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(badge).toBeHidden();
    await expect(footerButton).toBeHidden();
  });
});

test.describe('[PUBLIC][LANDING] small screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('[PUBLIC][LANDING] the menu drawer toggles at 360 px and its links scroll', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    // The desktop links are hidden; the drawer holds them.
    await expect(banner.getByRole('link', { name: 'About' })).toBeHidden();
    const toggle = banner.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const drawer = page.locator('#public-menu');
    await expect(drawer).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['About', 'Marketplace', 'Contact']) {
      await expect(drawer.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: text('en', 'installApp.label') })).toBeVisible();
    await banner.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    await banner.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#public-menu').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/#about');
    await expect(page.locator('#public-menu')).toBeHidden();
    await expect(
      page.getByRole('heading', { name: text('en', 'landing.about.heading'), level: 2 }),
    ).toBeInViewport();
  });

  test('[PUBLIC][LANDING] nothing is wider than a 360 px screen', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('[PUBLIC][LANDING] hero carousel', () => {
  test('[PUBLIC][LANDING] shows the headline and four slides with their roles', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Trucks for Your Loads');
    const carousel = page.getByTestId('hero-carousel');
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(4);
    // Only the current slide is exposed; the others are hidden from assistive technology.
    await expect(page.getByRole('group', { name: '1 of 4' })).toBeVisible();
    await expect(carousel.locator('[aria-roledescription="slide"][aria-hidden="true"]')).toHaveCount(3);
    await expect(carousel.getByRole('button', { name: /^Register as/ })).toHaveCount(1);
  });

  for (const role of ROLES) {
    test(`[PUBLIC][LANDING] the ${role} slide's Register button opens the ${role} sign-in`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await page.getByTestId(`hero-dot-${role}`).click();
      await expect(page.getByTestId(`hero-slide-${role}`)).toHaveAttribute('data-active', 'true');
      const button = page.getByTestId(`hero-register-${role}`);
      await expect(button).toHaveText(text('en', `landing.carousel.slides.${role}.button`));
      await button.click();
      await expect(signInDialog(page, role)).toBeVisible();
      await expect(signInDialog(page, role).getByRole('heading')).toHaveText(
        `Sign In As ${ROLE_LABEL[role]}`,
      );
    });
  }

  test('[PUBLIC][LANDING] rotates every 2 s, endlessly, and pauses on hover and with the button', async ({
    page,
  }) => {
    await page.goto('/');
    await page.mouse.move(5, 700);
    const active = page.locator('[data-testid^="hero-slide-"][data-active="true"]');
    await expect(active).toHaveAttribute('data-testid', 'hero-slide-shipper');
    await expect(active).toHaveAttribute('data-testid', 'hero-slide-driver', { timeout: 5000 });
    await expect(active).toHaveAttribute('data-testid', 'hero-slide-transporter', { timeout: 5000 });
    await expect(active).toHaveAttribute('data-testid', 'hero-slide-broker', { timeout: 5000 });
    // After the last slide comes the first again.
    await expect(active).toHaveAttribute('data-testid', 'hero-slide-shipper', { timeout: 5000 });

    await page.getByTestId('hero-carousel').hover();
    const hovered = await active.getAttribute('data-testid');
    await page.waitForTimeout(2600);
    await expect(active).toHaveAttribute('data-testid', hovered!);

    await page.getByRole('button', { name: 'Pause the slide show' }).click();
    await page.mouse.move(5, 700);
    const paused = await active.getAttribute('data-testid');
    await page.waitForTimeout(2600);
    await expect(active).toHaveAttribute('data-testid', paused!);
    await page.getByRole('button', { name: 'Play the slide show' }).click();
    await page.mouse.move(5, 700);
    await expect(active).not.toHaveAttribute('data-testid', paused!, { timeout: 5000 });
  });

  test('[PUBLIC][LANDING] does not rotate while the tab is hidden', async ({ page }) => {
    await page.goto('/');
    await page.mouse.move(5, 700);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(2600);
    await expect(page.getByTestId('hero-slide-shipper')).toHaveAttribute('data-active', 'true');
  });

  test('[PUBLIC][LANDING] does not rotate while keyboard focus is inside it', async ({ page }) => {
    await page.goto('/');
    await page.mouse.move(5, 700);
    await page.getByTestId('hero-register-shipper').focus();
    await page.waitForTimeout(2600);
    await expect(page.getByTestId('hero-slide-shipper')).toHaveAttribute('data-active', 'true');
    await page.getByTestId('hero-register-shipper').blur();
    await expect(page.getByTestId('hero-slide-driver')).toHaveAttribute('data-active', 'true', {
      timeout: 5000,
    });
  });

  test('[PUBLIC][LANDING] does not rotate for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.mouse.move(5, 700);
    await expect(page.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
    await page.waitForTimeout(2600);
    await expect(page.getByTestId('hero-slide-shipper')).toHaveAttribute('data-active', 'true');
  });

  test('[PUBLIC][LANDING] a swipe changes the slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const swipe = (from: number, to: number) =>
      page.getByTestId('hero-track').evaluate(
        (track, [start, end]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: track, clientX: x, clientY: 200 });
          track.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(start!)] }));
          track.dispatchEvent(
            new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(end!)] }),
          );
        },
        [from, to],
      );
    // The page is prerendered: a swipe needs the app's handlers, there once the app has taken the
    // page over (the reduced-motion button then reads "Play").
    await expect(page.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
    await swipe(300, 100);
    await expect(page.getByTestId('hero-slide-driver')).toHaveAttribute('data-active', 'true');
    await swipe(100, 300);
    await swipe(100, 300);
    await expect(page.getByTestId('hero-slide-broker')).toHaveAttribute('data-active', 'true');
  });
});

test.describe('[PUBLIC][LANDING] sections', () => {
  for (const role of ROLES) {
    test(`[PUBLIC][LANDING] the ${role} Register card opens the ${role} sign-in`, async ({ page }) => {
      await page.goto('/');
      const card = page.getByTestId(`register-card-${role}`);
      await expect(card).toContainText(text('en', `landing.cards.${role}.text`));
      await card.click();
      await expect(signInDialog(page, role).getByRole('heading')).toHaveText(
        `Sign In As ${ROLE_LABEL[role]}`,
      );
    });
  }

  test('[PUBLIC][LANDING] About Us tells the story, the mission and the five features', async ({ page }) => {
    await page.goto('/');
    const about = page.locator('#about');
    await expect(about).toContainText('99%');
    await expect(about).toContainText(text('en', 'landing.about.mission'));
    for (const feature of ['matching', 'scheduling', 'locations', 'subscription', 'realtime']) {
      await expect(about).toContainText(text('en', `landing.about.features.${feature}.title`));
    }
  });

  test('[PUBLIC][LANDING] four tutorials open in a new tab, in 1, 2 or 3 columns', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#vedios');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Have doubts? Watch our Tutorials!');
    const links = section.getByRole('link');
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\//);
    }
    const columns = () =>
      page
        .getByTestId('tutorial-grid')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(await columns()).toBe(3);
    await page.setViewportSize({ width: 800, height: 800 });
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await columns()).toBe(1);
  });

  test('[PUBLIC][LANDING] the footer shows the company, contacts, social links and © the current year', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer#contact');
    await expect(footer).toContainText('LorryBazaar Private Limited');
    await expect(footer.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91/);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Marketplace', exact: true })).toBeVisible();
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: new RegExp(`on ${network}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer.getByRole('heading', { name: text('en', 'footer.app') })).toBeVisible();
    await expect(footer.getByRole('button', { name: text('en', 'installApp.install') })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('[PUBLIC][LANDING] the footer Marketplace leads to signing in when signed out, to the marketplace when signed in', async ({
    page,
    context,
  }) => {
    await page.goto('/faq');
    await page.locator('footer#contact').getByRole('link', { name: 'Marketplace', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#register-as');
    await expect(page.getByRole('heading', { name: 'Register As' })).toBeInViewport();
    await page.getByTestId('register-card-shipper').click();
    await expect(page.getByRole('dialog')).toBeVisible();

    await signInViaApi(context, 'shipper');
    // The signed-out visit left an empty session record: the fixture's record takes its place.
    await page.evaluate(() => localStorage.removeItem('persist:root'));
    await page.goto('/faq');
    await page.locator('footer#contact').getByRole('link', { name: 'Marketplace', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/c/Marketplace');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('[PUBLIC][LANDING] a 360 px phone sees a sign-in button without scrolling, and it leads to signing in', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/');
    const button = page.getByRole('link', { name: text('en', 'landing.signIn') });
    await expect(button).toBeInViewport({ ratio: 1 });
    await button.click();
    await expect(page.getByRole('heading', { name: 'Register As' })).toBeInViewport();
    await page.getByTestId('register-card-driver').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('[PUBLIC][LANDING] has its own title and description, and loads no Indic font in English', async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (/noto-sans|lang-[a-z]+\.woff2/.test(request.url())) fontRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page).toHaveTitle('LorryBazaar: Choose Trucks for Your Loads');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      text('en', 'meta.landingDescription'),
    );
    await page.waitForLoadState('networkidle');
    expect(fontRequests).toEqual([]);
  });
});
