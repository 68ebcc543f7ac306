import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/app';
import { ConfigError, loadConfig } from '../../core/config';
import type { Database } from '../../core/db/client';
import { settings } from '../../core/db/schema/settings';
import { publicSettings } from '../../modules/settings';
import { runSeed } from '.';

let database: Database;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-initial-settings-'));
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ENV = {
  PORTAL_NAME: 'Gulf Logistics Jobs',
  CONTACT_EMAIL: 'careers@gulf-logistics.ae',
  WHATSAPP_NUMBER: '+971 4 555 0199',
  LINKEDIN_URL: 'https://www.linkedin.com/company/gulf-logistics',
  FACEBOOK_URL: '',
  JOB_VALIDITY_DAYS: '45',
};

describe("the portal's settings from the environment", () => {
  it('refuses a bad value at start, naming the variable', () => {
    const bad = () =>
      loadConfig({
        CONTACT_EMAIL: 'jobs at gulf',
        LINKEDIN_URL: 'https://www.facebook.com/gulf',
        X_URL: 'x.com',
      });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/CONTACT_EMAIL: /);
    expect(bad).toThrow(/LINKEDIN_URL: Enter a LinkedIn address/);
    expect(bad).toThrow(/X_URL: Enter a full address starting with https:\/\//);
  });

  it('a fresh start stores the given ones instead of the placeholders, and keeps the rest', async () => {
    const config = loadConfig(ENV);
    // A fresh database: no settings stored yet and no seed marker.
    await database.db
      .delete(settings)
      .where(
        inArray(settings.key, [
          'seed.version',
          'site_name',
          'contact',
          'social',
          'job_validity_days',
          'theme',
        ]),
      );
    expect(
      await runSeed(database.db, { dataDir, demoPassword: null, initialSettings: config.initialSettings }),
    ).toBe(true);
    const s = await publicSettings(database.db);
    expect(s.site_name).toBe('Gulf Logistics Jobs');
    expect(s.contact).toEqual({ email: 'careers@gulf-logistics.ae', whatsapp: '+971 4 555 0199' });
    expect(s.social.linkedin).toBe('https://www.linkedin.com/company/gulf-logistics');
    // Empty is "not given": the placeholder stays, for the checklist to point at.
    expect(s.social.facebook).toBe('https://www.facebook.com/example');
    expect(s.job_validity_days).toBe(45);
    expect(s.theme.color).toBe('#1CA3DC');
  });
});
