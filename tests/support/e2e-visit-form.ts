import { expect, type Page } from '@playwright/test';

/** The one deficiency a visit records; labels as the on-site form shows them. */
export interface VisitDeficiency {
  location: string;
  category: string;
  severity: string;
  /** yyyy-mm-dd */
  dueDate: string;
  description: string;
  /** Picked as a PNG; the form shows it converted to JPEG under the same name. */
  photo: { name: string; buffer: Buffer };
  /** Pick the first responsible company whose option contains this text (e.g. '(painting contractor)'). */
  responsible?: string;
}

/** What a visit records: the conditions, the travel and one deficiency. */
export interface VisitValues {
  airTemperature: string;
  relativeHumidity: string;
  surfaceTemperature: string;
  travelKm: string;
  deficiency: VisitDeficiency;
}

/**
 * The inspector records the project's last "Final inspection" visit with no connection: the form is
 * filled and saved offline (the recording and its photo wait on the device, docs/offline.md,
 * "Waiting writes"), then the connection returns and both are sent. The page must be signed in
 * as the inspector. Answers the responsible company's option label, when one was picked.
 */
export async function recordVisitOffline(page: Page, projectCode: string, values: VisitValues): Promise<{ responsible?: string }> {
  // The service worker controls the page, so the app's code is there offline.
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto(`/projects/${projectCode}?tab=inspections`);
  await page.getByRole('link', { name: /^Record the inspection Final inspection, / }).last().click();
  const form = page.getByRole('form', { name: /^Record inspection: Final inspection, / });
  await expect(form).toBeVisible();

  await page.context().setOffline(true);
  await form.getByLabel('Result').selectOption({ label: 'Pass with deficiencies' });
  await form.getByLabel('Air temperature (°C)').fill(values.airTemperature);
  await form.getByLabel('Relative humidity (%)').fill(values.relativeHumidity);
  await form.getByLabel('Surface temperature (°C)').fill(values.surfaceTemperature);
  await form.getByLabel('Travel, round trip (km)').fill(values.travelKm);
  const { deficiency } = values;
  await form.getByRole('button', { name: 'Add a deficiency' }).click();
  await form.getByLabel('Deficiency 1 location').fill(deficiency.location);
  await form.getByLabel('Deficiency 1 category').selectOption({ label: deficiency.category });
  await form.getByLabel('Deficiency 1 severity').selectOption({ label: deficiency.severity });
  let responsible: string | undefined;
  if (deficiency.responsible !== undefined) {
    const select = form.getByLabel('Deficiency 1 responsible company');
    responsible = (await select.locator('option', { hasText: deficiency.responsible }).first().textContent())!;
    await select.selectOption({ label: responsible });
  }
  await form.getByLabel('Deficiency 1 due date').fill(deficiency.dueDate);
  await form.getByLabel('Deficiency 1 description').fill(deficiency.description);
  await form.getByLabel('Deficiency 1 photos').setInputFiles({ name: deficiency.photo.name, mimeType: 'image/png', buffer: deficiency.photo.buffer });
  await expect(form.getByText(deficiency.photo.name.replace(/\.png$/, '.jpg'))).toBeVisible();
  await form.getByRole('button', { name: 'Save inspection' }).click();
  await expect(page.getByText('Saved on this device, will sync.')).toBeVisible();
  const waiting = page.getByRole('banner').getByRole('button', { name: '1 change waiting to sync' });
  await expect(waiting).toBeVisible();

  // Back online: the photo and the recording are sent.
  await page.context().setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(/^Inspection recorded: Final inspection, .+, Pass with deficiencies\.$/)).toBeVisible({ timeout: 15_000 });
  return { responsible };
}
