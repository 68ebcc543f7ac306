import { SUBSCRIPTION_SUBJECT } from '@portal/contract/subscription';
import { anyone, only, signedIn, type Table } from './table';

const junkToken = 'x'.repeat(40);
/** A well-formed file key that names no file. */
const NO_FILE = '00000000-0000-4000-8000-000000000000';
const otherEmail = () => `nobody-${Math.random().toString(36).slice(2, 10)}@example.com`;

/**
 * Sign-in, session and account routes, and the public pages' data. Public forms with a capability
 * token are called with a made-up token: every caller gets the same refusal, which is the point.
 */
export const ACCOUNT: Table = {
  'GET /api/health': { expect: anyone(200) },
  'POST /api/user/candi_login': {
    expect: anyone(401),
    call: () => ({ payload: { email: otherEmail(), password: 'Wrong-Password-1' } }),
  },
  'POST /api/user/employer_login': {
    expect: anyone(401),
    call: () => ({ payload: { email: otherEmail(), password: 'Wrong-Password-1' } }),
  },
  'POST /api/user/consultancy-login': {
    expect: anyone(401),
    call: () => ({ payload: { email: otherEmail(), password: 'Wrong-Password-1' } }),
  },
  'POST /api/user/admin-login': {
    expect: anyone(401),
    call: () => ({ payload: { email: otherEmail(), password: 'Wrong-Password-1' } }),
  },
  'POST /api/user/mfa/verify': {
    expect: anyone(401),
    call: () => ({ payload: { mfa_token: junkToken, code: '123456' } }),
  },
  'POST /api/user/mfa/enrol/setup': {
    expect: anyone(401),
    call: () => ({ payload: { mfa_token: junkToken } }),
  },
  'POST /api/user/mfa/enrol/enable': {
    expect: anyone(401),
    call: () => ({ payload: { mfa_token: junkToken, code: '123456' } }),
  },
  'GET /api/user/mfa': { expect: signedIn(200) },
  'POST /api/user/mfa/setup': { expect: signedIn(200), session: 'throwaway' },
  // Without an authenticator set up: the caller is past the gate, the code cannot match.
  'POST /api/user/mfa/enable': { expect: signedIn(409), call: () => ({ payload: { code: '123456' } }) },
  'POST /api/user/mfa/disable': {
    expect: signedIn(400),
    call: () => ({ payload: { password: 'Wrong-Password-1', code: '123456' } }),
  },
  'POST /api/user/mfa/recovery-codes': {
    expect: signedIn(400),
    call: () => ({ payload: { password: 'Wrong-Password-1' } }),
  },
  'GET /api/user': { expect: signedIn(200) },
  'POST /api/user/logout': { expect: signedIn(200), session: 'throwaway' },
  'POST /api/user/logout-everywhere': { expect: signedIn(200), session: 'throwaway' },
  // A wrong password: past the gate, nothing deleted or changed.
  'POST /api/user/delete': {
    expect: signedIn(400),
    call: () => ({ payload: { password: 'Wrong-Password-1' } }),
  },
  'POST /api/user/change-password': {
    expect: signedIn(400),
    call: () => ({
      payload: {
        current_password: 'Wrong-Password-1',
        new_password: 'Brand-New-Forklift-77',
        confirm_password: 'Brand-New-Forklift-77',
      },
    }),
  },
  // Every signed-in caller sets its own language (English, as the fixture's accounts already read).
  'PATCH /api/user/locale': { expect: signedIn(200), call: () => ({ payload: { locale: 'en' } }) },
  'POST /api/user/request-otp': { expect: anyone(200), call: () => ({ payload: { email: otherEmail() } }) },
  'POST /api/user/reset-password': {
    expect: anyone(400),
    call: () => ({ payload: { email: otherEmail(), otp: '123456', password: 'Brand-New-Forklift-77' } }),
  },
  'GET /api/user/set-password': { expect: anyone(404), call: () => ({ query: `token=${junkToken}` }) },
  'POST /api/user/set-password': {
    expect: anyone(404),
    call: () => ({ payload: { token: junkToken, password: 'Brand-New-Forklift-77' } }),
  },
  'POST /api/candidate/register': {
    expect: anyone(202),
    call: () => ({
      payload: {
        first_name: 'Fatima',
        last_name: 'Al Mansoori',
        email: otherEmail(),
        phone: '+971 50 123 4567',
        password: 'Forklift-Route-Planner-7',
      },
    }),
  },
  'POST /api/candidate/confirm-email': {
    expect: anyone(400),
    call: () => ({ payload: { token: junkToken } }),
  },
  'POST /api/employers/register': {
    expect: anyone(202),
    call: () => ({
      payload: {
        client_type: 'employer',
        company_name: 'Jebel Ali Cargo Movers',
        first_name: 'Rashid',
        last_name: 'Khan',
        email: otherEmail(),
        phone: '+971 4 555 0101',
        password: 'Container-Yard-Shift-42',
      },
    }),
  },
  'GET /api/settings/public': { expect: anyone(200) },
  'POST /api/settings/enquiry': {
    expect: anyone(201),
    call: () => ({
      payload: {
        name: 'Hamad Saeed',
        email: otherEmail(),
        service: 'general',
        message: 'We need six forklift drivers.',
      },
    }),
  },
  'POST /api/settings/subscription': {
    expect: anyone(200),
    call: () => ({ payload: { email: otherEmail(), subject: SUBSCRIPTION_SUBJECT } }),
  },
  'POST /api/settings/subscription/confirm': {
    expect: anyone(400),
    call: () => ({ payload: { token: junkToken } }),
  },
  'POST /api/settings/subscription/unsubscribe': {
    expect: anyone(400),
    call: () => ({ payload: { token: junkToken } }),
  },
  'GET /api/settings/email-response': { expect: anyone(404), call: () => ({ query: `token=${junkToken}` }) },
  'POST /api/settings/email-response': {
    expect: anyone(404),
    call: () => ({ payload: { token: junkToken, answer: 'interested' } }),
  },
  'POST /api/settings/email-unsubscribe': {
    expect: anyone(404),
    call: () => ({ payload: { token: junkToken } }),
  },
  'POST /api/candidate/mail-preferences/unsubscribe': {
    expect: anyone(400),
    call: () => ({ payload: { token: junkToken, category: 'application_status' } }),
  },
  'POST /api/jobs/alert/unsubscribe': {
    expect: anyone(404),
    call: () => ({ payload: { token: junkToken } }),
  },
  'POST /api/search/candidate-create/unsubscribe': {
    expect: anyone(404),
    call: () => ({ payload: { token: junkToken } }),
  },
  'GET /api/client-cv/shared': { expect: anyone(404), call: () => ({ query: `token=${junkToken}` }) },
  'GET /api/candidate/claim': { expect: anyone(404), call: () => ({ query: `token=${junkToken}` }) },
  'POST /api/candidate/claim': {
    expect: anyone(404),
    call: () => ({ payload: { token: junkToken, password: 'Brand-New-Forklift-77' } }),
  },
  'POST /api/candidate/claim/object': {
    expect: anyone(404),
    call: () => ({ payload: { token: junkToken } }),
  },
  'GET /api/master/{name}': { expect: anyone(200), call: () => ({ params: { name: 'countries' } }) },
  'GET /api/master/{name}/{slug}': {
    expect: anyone(200),
    call: () => ({ params: { name: 'countries', slug: 'united-arab-emirates' } }),
  },
  'GET /api/settings/portal/logo/{key}': { expect: anyone(404), call: () => ({ params: { key: NO_FILE } }) },
  'GET /api/master/exchange-rates': { expect: anyone(200) },
  'GET /api/employers/directory': { expect: anyone(200) },
  'GET /api/employers/directory/{id}': { expect: anyone(200), call: (fx) => ({ params: { id: fx.E.id } }) },
  'GET /api/settings/pages/{slug}': { expect: anyone(200), call: () => ({ params: { slug: 'about-us' } }) },
  'GET /api/settings/logistics-news': { expect: anyone(200) },
  'GET /api/settings/logistics-news/article/{slug}': {
    expect: anyone(404),
    call: () => ({ params: { slug: 'no-such-article' } }),
  },
  'GET /api/settings/logistics-news/image/{key}': {
    expect: anyone(404),
    call: () => ({ params: { key: NO_FILE } }),
  },
  'GET /api/candidate/photo/{key}': { expect: anyone(404), call: () => ({ params: { key: NO_FILE } }) },
  'GET /api/employers/image/{key}': { expect: anyone(404), call: () => ({ params: { key: NO_FILE } }) },
  // The operator's figures are the administrator's (dashboards.operator); other staff see their own work.
  'GET /api/dashboards/admin': { expect: only(200, ['master_admin']) },
  'GET /api/dashboards/search-demand': { expect: only(200, ['master_admin']) },
  // Every organisation user's own jobs and interviews (jobs.manage).
  'GET /api/dashboards/mine': {
    expect: only(200, [
      'employer',
      'consultancy',
      'consultancy_admin',
      'ats',
      'staff',
      'master_admin',
      'custom',
    ]),
  },
  // The caller's own organisation's team (users.list): admins of a consultancy and the operator's.
  'GET /api/dashboards/team': { expect: only(200, ['consultancy_admin', 'master_admin']) },
  // Each organisation's own figures; the operator's staff see the operator's.
  'GET /api/dashboards/employer': {
    expect: only(200, [
      'employer',
      'consultancy',
      'consultancy_admin',
      'ats',
      'staff',
      'master_admin',
      'custom',
    ]),
  },
};
