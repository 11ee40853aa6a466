// The broadband plugin in a real browser: on the internet-plans page typing an address
// shows suggestions, choosing one lists the providers and the phone line, the moving
// toggle asks again for the new address, and an unknown ZIP code shows a clear message;
// the rate tables render and update when the amount or the ZIP code changes (on a door
// page and on a hidden finance page); the solar estimator refuses bad input, then shows
// an estimate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSite, startBrowserSite } from './browser.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(async () => {
  await site?.close();
});

describe('the internet-plans page', () => {
  it('suggests addresses as the reader types, lists providers for the chosen one, and asks again when moving', async () => {
    const { page, errors } = await site.open('/home/internet/plans/');
    await page.locator('#broadband-address').pressSequentially('12 Congress A');
    const suggestion = page.getByRole('option').getByRole('button', { name: '12 Congress Ave, Austin, TX 78701' });
    await suggestion.waitFor();
    await suggestion.click();
    await page.getByRole('heading', { name: 'Providers at Austin, TX 78701' }).waitFor();
    expect(await page.locator('.broadband-provider h4').allTextContents()).toEqual(['Google Fiber', 'Spectrum', 'AT&T', 'T-Mobile 5G', 'Starlink']);
    expect(await page.locator('.broadband-results__lease').textContent()).toBe('Call Google Fiber sales: (844) 555-0104');
    expect(await page.locator('#broadband-address').inputValue()).toBe('12 Congress Ave, Austin, TX 78701');
    // The city/state prediction adds Austin and Texas to the speed chart.
    await page.locator('.broadband-chart__highlight th', { hasText: 'Austin, TX' }).waitFor();
    expect(await page.locator('.broadband-chart__highlight th').allTextContents()).toEqual(['Austin, TX', 'TX average']);

    await page.getByLabel("I'm moving to this address").check();
    await page.getByRole('heading', { name: 'Providers at your new address in Austin, TX 78701' }).waitFor();
    expect(await page.locator('label[for="broadband-address"]').textContent()).toBe('Your new address');
    expect(await page.locator('.broadband-results__moving').textContent()).toContain('installation date after your move-in day');
    await page.getByLabel("I'm moving to this address").uncheck();
    await page.getByRole('heading', { name: 'Providers at Austin, TX 78701' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a ZIP code the data does not cover shows a clear message; a known one lists its providers', async () => {
    const { page, errors } = await site.open('/home/internet/plans/');
    await page.locator('#broadband-address').fill('12345');
    await page.getByRole('button', { name: 'Find providers' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe("We don't have internet provider data for ZIP code 12345 yet. Try a nearby ZIP code.");
    expect(await page.locator('.broadband-provider').count()).toBe(0);

    await page.locator('#broadband-address').fill('59001');
    await page.getByRole('button', { name: 'Find providers' }).click();
    await page.getByRole('heading', { name: 'Providers at Absarokee, MT 59001' }).waitFor();
    expect(await page.locator('.broadband-provider h4').allTextContents()).toEqual(['Starlink', 'HughesNet', 'Viasat']);
    // The 404 of the unknown ZIP code is the answer the page expects, not an error.
    expect(errors.filter((error) => !error.startsWith('404 /_broadband/geo/providers') && !error.includes('404 (Not Found)'))).toEqual([]);
    await page.close();
  });
});

describe('the finance rate tables', () => {
  it('render on the personal-finance door and update when the amount or the ZIP code changes', async () => {
    const { page, errors } = await site.open('/personal-finance/');
    const cds = page.locator('[data-rate-table="cds"]');
    await cds.locator('caption').waitFor();
    expect(await cds.locator('caption').textContent()).toBe('CD rates for $10,000 in 10001 (NY)');
    expect(await cds.locator('tbody th').allTextContents()).toEqual(['Harbor Federal Bank', 'Summit Direct']);

    // A Texas ZIP code brings the Texas bank's CD first.
    await page.getByLabel('ZIP code').fill('78701');
    await cds.locator('caption', { hasText: '78701 (TX)' }).waitFor();
    expect(await cds.locator('tbody th').allTextContents()).toEqual(['Lone Star Savings', 'Harbor Federal Bank', 'Summit Direct']);
    expect(await cds.locator('tbody tr').first().locator('td').last().textContent()).toBe('$505.00');

    // $2,000 is below the Texas CD's opening deposit; the earnings follow the amount.
    await page.getByLabel('Amount').fill('2000');
    await cds.locator('caption', { hasText: '$2,000' }).waitFor();
    expect(await cds.locator('tbody th').allTextContents()).toEqual(['Harbor Federal Bank', 'Summit Direct']);
    expect(await cds.locator('tbody tr').first().locator('td').last().textContent()).toBe('$94.00');

    // Another term asks again.
    await cds.getByRole('combobox').selectOption('60');
    await cds.locator('tbody th', { hasText: 'Pioneer Online Bank' }).waitFor();
    expect(await page.locator('[data-rate-table="savings"] caption').textContent()).toBe('Savings accounts for $2,000 in 78701 (TX)');

    await page.getByLabel('ZIP code').fill('7870');
    expect(await page.getByRole('alert').first().textContent()).toBe('Enter a five-digit ZIP code.');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('render on the hidden business checking page', async () => {
    const { page, errors } = await site.open('/_hidden/personal-finance/business-checking-accounts/');
    const checking = page.locator('[data-rate-table="checking"]');
    expect(await checking.locator('caption').textContent()).toBe('Checking accounts for $10,000 in 10001 (NY)');
    await checking.getByRole('combobox').selectOption('business');
    await expect.poll(() => checking.locator('tbody th').allTextContents()).toEqual(['Cornerstone Bank']);
    expect(await checking.locator('tbody td').first().textContent()).toBe('Business Essentials ($10 a month)');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the solar estimator', () => {
  it('refuses a form without a ZIP code, then shows the estimate of a valid one', async () => {
    const { page, errors } = await site.open('/home/energy-and-utilities/solar-estimator/');
    await page.getByLabel('Address or ZIP code').fill('somewhere sunny');
    await page.getByLabel('Average monthly electric bill (USD)').fill('180');
    await page.getByRole('button', { name: 'Estimate my savings' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Enter your ZIP code, or an address ending with it.');

    await page.getByLabel('Address or ZIP code').fill('1 Central Ave, Phoenix, AZ 85004');
    await page.getByLabel('Average monthly electric bill (USD)').fill('5');
    await page.getByRole('button', { name: 'Estimate my savings' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Enter a monthly bill between $20 and $2000.');

    await page.getByLabel('Average monthly electric bill (USD)').fill('180');
    await page.getByLabel('Faces east or west').check();
    await page.getByRole('button', { name: 'Estimate my savings' }).click();
    await page.getByRole('heading', { name: 'Your solar estimate' }).waitFor();
    const figures = await page.locator('.solar-estimate dd').allTextContents();
    expect(figures[0]).toMatch(/^[0-9.]+ kW \([0-9]+ panels\)$/);
    expect(figures[2]).toBe('$2,160');
    expect(await page.getByRole('alert').textContent()).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the address suggestions from the keyboard', () => {
  it('ArrowDown and ArrowUp move through them, Enter takes the one they are on, Escape closes them', async () => {
    const { page, errors } = await site.open('/home/internet/plans/');
    const input = page.locator('#broadband-address');
    await input.pressSequentially('12 Congress A');
    await page.getByRole('option').first().waitFor();
    const options = await page.getByRole('option').allTextContents();
    expect(options.length).toBeGreaterThan(0);
    const activeText = () => page.evaluate(() => {
      const id = document.getElementById('broadband-address')?.getAttribute('aria-activedescendant');
      return id ? (document.getElementById(id)?.textContent ?? null) : null;
    });
    expect(await activeText()).toBeNull();
    await input.press('ArrowDown');
    expect(await activeText()).toBe(options[0]);
    expect(await page.getByRole('option', { selected: true }).textContent()).toBe(options[0]);
    await input.press('ArrowUp');
    expect(await activeText()).toBe(options.at(-1));
    await input.press('ArrowDown');
    expect(await activeText()).toBe(options[0]);
    // Focus stays in the field all along.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('broadband-address');
    await input.press('Enter');
    await page.getByRole('heading', { name: /^Providers at / }).waitFor();
    expect(await input.inputValue()).toBe(options[0]);

    await input.fill('');
    await input.pressSequentially('12 Congress A');
    await page.getByRole('option').first().waitFor();
    await input.press('Escape');
    expect(await page.getByRole('option').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('on a phone', () => {
  it.each(['/personal-finance/', '/home/internet/plans/'])('%s scrolls its tables in their own box, never the page sideways', async (path) => {
    const { page, errors } = await site.open(path, { width: 375, height: 812 });
    await page.locator('.table-scroll table').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await page.close();
  });
});
