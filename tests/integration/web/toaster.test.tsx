import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { notify, toaster } from '@/components/ui/toaster';

describe('the toaster', () => {
  it('mounts its view with the first toast and shows it (the view loads on demand)', async () => {
    render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();
    act(() => {
      notify({ title: 'Request saved', description: 'We will contact you.', variant: 'success' });
    });
    expect(await screen.findByText('Request saved')).toBeInTheDocument();
    expect(screen.getByText('We will contact you.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
    act(() => toaster.remove());
  });
});
