import type { Page } from '@playwright/test';

let counter = 0;
/** A unique address per call, so journeys never collide on the shared server. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@e2e.example.com`;
}

export const strongPassword = 'Cargo-Route-2026!';

/** Fills the candidate, employer or consultancy sign-up form. */
export async function fillSignUp(
  page: Page,
  person: { firstName: string; lastName: string; email: string; phone: string; company?: string },
) {
  if (person.company) await page.getByLabel('Company name').fill(person.company);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone').fill(person.phone);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByLabel('Confirm password').fill(strongPassword);
}

export async function signIn(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}
