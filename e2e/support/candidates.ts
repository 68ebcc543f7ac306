import { type APIRequestContext, expect } from '@playwright/test';
import { strongPassword, uniqueEmail } from './accounts';
import { API, candidateApi } from './api';
import { confirmLinkFrom, waitForMail } from './mail';

/**
 * A candidate of the journey's own, signed up and confirmed through the API (the sign-up pages are
 * watched in their own journeys), the wizard skipped: a journey that changes a profile changes this
 * one, never the shared demo candidate. Returns its address, password and calls made as it.
 */
export async function newCandidate(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const phone = `+97150${`${Date.now()}`.slice(-7)}`;
  const registered = await request.post(`/api/${API.candidate.register}`, {
    data: { first_name: 'Aisha', last_name: 'Rahman', email, phone, password: strongPassword },
  });
  expect(registered.status()).toBe(202);
  const token = new URL(confirmLinkFrom(await waitForMail(email)), 'http://link').searchParams.get('token');
  const confirmed = await request.post(`/api/${API.candidate.confirmEmail}`, { data: { token } });
  expect(confirmed.status()).toBe(200);
  const api = await candidateApi(request, email, strongPassword);
  expect((await api.post(API.candidate.onboarding, { action: 'skip' })).status()).toBe(200);
  return { email, password: strongPassword, api };
}
