import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toaster } from '@/components/ui/toaster';
import { companyKeys } from '@/lib/api/companies/keys';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query/query-client';
import type { Company } from '@/shared/schemas/companies';
import { COMPANY_MESSAGES } from '@/shared/schemas/companies-values';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile();

describe('archiving, restoring and deleting a company (Admin)', () => {
  it('archives and restores it; deleting it goes back to the list without asking the server for the deleted company (no 404 error toast)', async () => {
    await signInNewUser(server, 'admin');
    const company = await apiClient.post<Company>('/api/companies', { name: 'Short-lived Painting Ltd.', type: 'painting_contractor' });
    const user = userEvent.setup();
    const { router } = renderApp(`/companies/${company.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Short-lived Painting Ltd.' }, { timeout: 15_000 })).toBeInTheDocument();

    // Archive and restore: bodiless POSTs.
    act(() => toaster.remove());
    await user.click(screen.getByRole('button', { name: 'Archive company' }));
    expect(await screen.findByText(COMPANY_MESSAGES.archived, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Restore company' }, { timeout: 10_000 }));
    await screen.findByRole('button', { name: 'Archive company' }, { timeout: 10_000 });
    act(() => toaster.remove());

    await user.click(screen.getByRole('button', { name: 'Delete company' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'), { timeout: 10_000, onTimeout: (error) => new Error(`${error.message} ${document.body.textContent?.slice(0, 1500)}`) });
    expect(await screen.findByText(COMPANY_MESSAGES.deleted, {}, { timeout: 10_000 })).toBeInTheDocument();
    // Refetching the deleted company would answer 404, put its query in error and toast "Could not load the company".
    expect(queryClient.getQueryState(companyKeys.detail(company.id))?.status).toBe('success');
  }, 60_000);
});
