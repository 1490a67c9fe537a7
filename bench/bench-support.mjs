// Shared by the benchmarks that measure a signed-in page in Chromium (bench/lighthouse.mjs, and
// bench/js-size.mjs can use it too): the demo Admin, and a sign-in through the login dialog.

/** A seeded demo account (src/server/db/demo-accounts.ts) and the heading of its home page. */
export const ADMIN = { email: 'admin@paintqa.example', password: 'Admin123!', home: 'Staff Dashboard' };

/**
 * Sign in through the login dialog in a Playwright tab, as a visitor does; resolves once the
 * account's home page shows. The session then lives in the tab's localStorage (supabase-js).
 */
export async function signInThroughDialog(tab, base, account) {
  await tab.goto(`${base}/?login=true`);
  const dialog = tab.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email', { exact: true }).fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await tab.getByRole('heading', { level: 1, name: account.home }).waitFor({ timeout: 60_000 });
}
