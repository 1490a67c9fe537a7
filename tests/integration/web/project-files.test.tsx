import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { SAMPLE_PNG } from '../../support/sample-files';
import { signInAsDemo } from '../../support/web-demo-users';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

// The project page's Files tab (docs/architecture.md, "Project files"): the list, an upload with
// its progress bar, the preview dialog and the delete dialog, which needs a reason.
webTestServerPerFile({ TEST_SEED: 'demo' });

let project: ProjectDetail;

beforeAll(async () => {
  await signInAsDemo('Admin');
  const { data } = await apiClient.get<{ data: ProjectDetail[] }>('/api/projects?sort=code&order=asc&pageSize=1');
  project = data[0]!;
}, 120_000);

beforeEach(async () => {
  await signInAsDemo('Admin');
  // jsdom has no object URLs: the preview shows the file through one.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
}, 30_000);
afterEach(() => vi.restoreAllMocks());

const filesTable = () => screen.findByRole('table', { name: 'Project files' }, { timeout: 15_000 });

describe('Project files tab', () => {
  it('uploads a chosen file with a progress bar, then lists it with kind, who, when and size', async () => {
    const user = userEvent.setup();
    // Hold the upload at 40 % until the bar has been seen, then send it. jsdom's XMLHttpRequest
    // enforces CORS against the test server, so the bytes go by fetch here (the e2e test sends
    // them through the real XMLHttpRequest in Chromium).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const upload = vi.spyOn(apiClient, 'upload').mockImplementation(async (path, file, onProgress) => {
      onProgress(40, 100);
      await held;
      return apiClient.put(path, file);
    });
    renderApp(`/projects/${project.project_code}?tab=files`);
    const input = await screen.findByLabelText(/^Choose files/, {}, { timeout: 15_000 });
    await user.upload(input, new File([SAMPLE_PNG], 'north-wall.png', { type: 'image/png' }));

    const bar = await screen.findByRole('progressbar', { name: 'Uploading north-wall.png' }, { timeout: 15_000 });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    release();

    const table = await filesTable();
    const row = (await within(table).findByRole('cell', { name: 'north-wall.png' }, { timeout: 15_000 })).closest('tr')!;
    expect(row).toHaveTextContent('Project file');
    expect(row).toHaveTextContent('Alex Morgan');
    expect(row).toHaveTextContent(`${SAMPLE_PNG.length} bytes`);
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading north-wall.png' })).not.toBeInTheDocument());
    expect(upload).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}\?kind=project_file&filename=north-wall.png/), expect.any(Blob), expect.any(Function));
  }, 60_000);

  it('refuses a file of a type the project does not take, before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp(`/projects/${project.project_code}?tab=files`);
    const input = await screen.findByLabelText(/^Choose files/, {}, { timeout: 15_000 });
    await user.upload(input, new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.txt: This kind of file is not accepted here');
  }, 60_000);

  it('previews an image in a dialog', async () => {
    const user = userEvent.setup();
    renderApp(`/projects/${project.project_code}?tab=files`);
    await filesTable();
    const [preview] = await screen.findAllByRole('button', { name: 'Preview north-wall.png' });
    await user.click(preview!);
    const dialog = await screen.findByRole('dialog', { name: 'north-wall.png' });
    expect(await within(dialog).findByRole('img', { name: 'north-wall.png' }, { timeout: 15_000 })).toHaveAttribute('src', 'blob:preview');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);

  it('deletes a file only with a reason', async () => {
    const user = userEvent.setup();
    renderApp(`/projects/${project.project_code}?tab=files`);
    const table = await filesTable();
    await within(table).findByRole('cell', { name: 'north-wall.png' }, { timeout: 15_000 });
    const [remove] = screen.getAllByRole('button', { name: 'Delete north-wall.png' });
    await user.click(remove!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete north-wall.png' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect(await within(dialog).findByText('Say why the file is deleted.')).toBeInTheDocument();
    // Nothing deleted yet (the list is hidden from the accessibility tree behind the dialog).
    expect(within(table).getByRole('cell', { name: 'north-wall.png', hidden: true })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Reason for deleting'), 'Blurred, retaken');
    await user.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    await waitFor(() => expect(within(table).queryByRole('cell', { name: 'north-wall.png' })).not.toBeInTheDocument(), { timeout: 15_000 });
  }, 60_000);
});
