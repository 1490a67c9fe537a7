import type { Page } from '@playwright/test';

/** What an inspection request says; the rest of the form gets plain values. */
export interface InspectionRequest {
  projectName: string;
  description: string;
  siteAddress?: string;
  city?: string;
  constructionType?: 'new' | 'repaint';
  contractAmount?: string;
  desiredStart?: string;
  coats?: string;
}

/** Fill the inspection request form (the page must show it) and send it. */
export async function sendInspectionRequest(page: Page, request: InspectionRequest): Promise<void> {
  const form = page.getByRole('form', { name: 'Request form' });
  await form.getByLabel('Project name').fill(request.projectName);
  await form.getByLabel('Site address').fill(request.siteAddress ?? '88 Tunnel Road');
  await form.getByLabel('City').fill(request.city ?? 'Hope');
  await form.getByLabel('Province or territory').selectOption('BC');
  await form.getByLabel('Sector').selectOption('private');
  await form.getByLabel('Building type').selectOption('multi_family_residential');
  await form.getByLabel('New construction or repaint').selectOption(request.constructionType ?? 'repaint');
  await form.getByLabel('Paint contract amount (dollars)').fill(request.contractAmount ?? '120000');
  await form.getByLabel('Desired start date').fill(request.desiredStart ?? '2027-05-03');
  await form.getByLabel('Coats planned').fill(request.coats ?? '2');
  await form.getByLabel('Describe the work').fill(request.description);
  await form.getByRole('button', { name: 'Submit request' }).click();
}
