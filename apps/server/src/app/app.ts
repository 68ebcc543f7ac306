import compress from '@fastify/compress';
import { SALARIES_PATH } from '@portal/contract/salary-insights';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../core/config';
import { type Database, fromPostgres } from '../core/db/client';
import { httpServerFactory } from '../core/lib/http-server';
import { guardedValidatorCompiler } from '../core/lib/input-guard';
import { createTokenService } from '../core/lib/tokens';
import { accessControlRoutes } from '../modules/access-control';
import { alertRoutes, createAlertDigestTask } from '../modules/alerts';
import { applicantRoutes } from '../modules/applicants';
import { applicationRoutes } from '../modules/applications';
import { candidateRoutes } from '../modules/candidate';
import { candidateAccountRoutes } from '../modules/candidate-account';
import { candidateCreateRoutes } from '../modules/candidate-create';
import { candidateDashboardRoutes } from '../modules/candidate-dashboard';
import { candidateMergeRoutes, mergedCandidateRedirect } from '../modules/candidate-merge';
import { candidateProfileRoutes } from '../modules/candidate-profile';
import { candidateStaffRoutes } from '../modules/candidate-staff';
import { clientCvRoutes } from '../modules/client-cv';
import { companyProfileRoutes } from '../modules/company-profile';
import { consentRoutes } from '../modules/consents';
import { coverLetterRoutes } from '../modules/cover-letters';
import { cvFolderRoutes } from '../modules/cv-folders';
import { cvParsingRoutes } from '../modules/cv-parsing';
import { createSavedSearchAlertTask, cvSavedSearchRoutes } from '../modules/cv-saved-searches';
import { cvSearchRoutes } from '../modules/cv-search';
import { dashboardRoutes } from '../modules/dashboards';
import { COMPANY_PATH, companyPageHead, directoryRoutes } from '../modules/directory';
import { discoveryRoutes } from '../modules/discovery';
import { employerRoutes } from '../modules/employers';
import { enquiryRoutes } from '../modules/enquiries';
import { exchangeRateRoutes } from '../modules/exchange-rates';
import { candidateFileRoutes } from '../modules/files';
import { healthRoutes } from '../modules/health';
import { createInterviewReminderTask, interviewRoutes } from '../modules/interviews';
import { jobSearchRoutes } from '../modules/job-search';
import { createJobsMaintenance, jobPageHead, jobRoutes } from '../modules/jobs';
import { mailPreferenceRoutes, wantsMail } from '../modules/mail-preferences';
import { masterAdminRoutes, masterRoutes } from '../modules/master';
import { messageRoutes } from '../modules/messages';
import { NEWS_LIST_PATH, newsArticleHead, newsListHead, newsRoutes } from '../modules/news';
import { createWeeklyNewsTask, newsletterRoutes } from '../modules/newsletter';
import { offerRoutes } from '../modules/offers';
import { contentPageHead, pageRoutes } from '../modules/pages';
import { planRoutes } from '../modules/plans';
import { recommendationRoutes } from '../modules/recommendations';
import { campaignRoutes, emailTemplateRoutes } from '../modules/recruiter-email';
import { createWeeklyReportTask, reportMailRoutes, reportRoutes } from '../modules/reports';
import { createRetentionTask } from '../modules/retention';
import {
  salaryIndexHead,
  salaryInsightRoutes,
  salaryInsightsOf,
  salaryPageHead,
} from '../modules/salary-insights';
import { savedJobRoutes } from '../modules/saved-jobs';
import { scorecardRoutes } from '../modules/scorecards';
import { screeningRoutes } from '../modules/screening';
import { publicSettings, settingsRoutes } from '../modules/settings';
import { createTaskPassTask, taskRoutes } from '../modules/tasks';
import { templateRoutes } from '../modules/templates';
import { findSession, sessionLookup, userRoutes } from '../modules/user';
import { userAdminRoutes } from '../modules/user-admin';
import { createPermissionStore } from '../platform/auth/permission-store';
import type { AppContext } from '../platform/context';
import { followDomainEvents, shareEventScope } from '../platform/events/domain-events';
import { storagePlugin } from '../platform/files/storage-plugin';
import { virusScanPlugin } from '../platform/files/virus-scan-plugin';
import { authPlugin } from '../platform/http/auth';
import { BODY_LIMIT, bodyParsersPlugin } from '../platform/http/body-parsers';
import { errorsPlugin } from '../platform/http/errors';
import { idempotencyPlugin } from '../platform/http/idempotency';
import { type LogStream, loggerOptions } from '../platform/http/logger';
import { openapiPlugin } from '../platform/http/openapi';
import { rateLimitPlugin } from '../platform/http/rate-limit';
import { genReqId, requestIdPlugin } from '../platform/http/request-id';
import { securityHeadersPlugin } from '../platform/http/security-headers';
import { workerPlugin } from '../platform/http/worker';
import { createIndexRegistry } from '../platform/indexes/registry';
import { createMailTransport } from '../platform/mail/transport';
import { createOutboxWorker } from '../platform/mail/worker-loop';
import { webPlugin } from './web/web';

export type AppDeps = {
  config: Config;
  database: Database;
  jwtSecret: Uint8Array;
  /** Tests collect log lines here; default stdout. */
  logStream?: LogStream;
  /** How often the mail worker looks for due mail besides being poked (default 2 s). */
  mailPollMs?: number;
};

/** Builds the app: external plugins -> app plugins -> modules -> the web client. No listen. */
/** A public list's page number from its query string: 1 unless a later page is named. */
const pageOf = (query: Record<string, string | undefined>) => Math.max(1, Number(query.page) || 1);

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    genReqId,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    serverFactory: httpServerFactory(config.timeouts),
  });
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const worker =
    config.worker === 'inline'
      ? createOutboxWorker({
          wantsMail,
          db: database.db,
          transport: createMailTransport(config),
          log: app.log,
          intervalMs: deps.mailPollMs,
        })
      : null;
  // The search's reads go to the replica when there is one; its answers are cached, and dropped on
  // every job change, with the primary's.
  const replica = config.databaseReplicaUrl ? fromPostgres(config.databaseReplicaUrl) : null;
  if (replica) {
    shareEventScope(replica.db, database.db);
    app.addHook('onClose', () => replica.close());
  }
  // Other processes' domain events (PostgreSQL): their job and master-data changes drop this one's caches.
  if (config.databaseUrl) {
    const stop = await followDomainEvents(database.db, config.databaseUrl, app.log);
    app.addHook('onClose', stop);
  }
  const ctx: AppContext = {
    config,
    db: database.db,
    searchDb: replica?.db ?? database.db,
    database,
    secret: deps.jwtSecret,
    tokens: createTokenService(deps.jwtSecret, config.jwtTtlSeconds),
    permissions: createPermissionStore(database.db),
    notifyMail: () => worker?.poke(),
    indexes: createIndexRegistry(app.log),
  };

  // External plugins.
  await app.register(securityHeadersPlugin, { production: config.nodeEnv === 'production' });
  await app.register(compress, { threshold: 1024 });
  await app.register(bodyParsersPlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, database });
  if (config.nodeEnv !== 'production') await app.register(openapiPlugin, { publicUrl: config.publicUrl });

  // Application plugins.
  await app.register(errorsPlugin);
  await app.register(requestIdPlugin);
  await app.register(storagePlugin, { config });
  // Consent and retention (issue 29): unconfirmed recruiter-added candidates and inactive ones, hourly.
  if (worker) {
    const retention = createRetentionTask({
      db: database.db,
      storage: app.storage,
      log: app.log,
      publicUrl: config.publicUrl,
      notifyMail: () => worker.poke(),
    });
    app.addHook('onReady', async () => retention.start());
    app.addHook('onClose', async () => retention.stop());
  }
  await app.register(virusScanPlugin, { config });
  const sessions = await sessionLookup(database, (id, jti) => findSession(ctx.db, id, jti), app.log);
  app.addHook('onClose', sessions.stop);
  await app.register(authPlugin, {
    tokens: ctx.tokens,
    permissions: ctx.permissions,
    findSession: sessions.find,
  });
  await app.register(idempotencyPlugin, { db: ctx.db });
  if (worker) {
    await app.register(workerPlugin, { worker });
    const maintenance = createJobsMaintenance({ db: database.db, log: app.log });
    app.addHook('onReady', async () => maintenance.start());
    app.addHook('onClose', async () => maintenance.stop());
    const alertDigests = createAlertDigestTask({
      db: database.db,
      log: app.log,
      secret: deps.jwtSecret,
      publicUrl: config.publicUrl,
      notifyMail: () => worker.poke(),
    });
    app.addHook('onReady', async () => alertDigests.start());
    app.addHook('onClose', async () => alertDigests.stop());
    const savedSearchAlerts = createSavedSearchAlertTask({
      db: database.db,
      log: app.log,
      secret: deps.jwtSecret,
      publicUrl: config.publicUrl,
      notifyMail: () => worker.poke(),
    });
    app.addHook('onReady', async () => savedSearchAlerts.start());
    app.addHook('onClose', async () => savedSearchAlerts.stop());
    const weeklyNews = createWeeklyNewsTask({
      db: database.db,
      log: app.log,
      secret: deps.jwtSecret,
      publicUrl: config.publicUrl,
      notifyMail: () => worker.poke(),
    });
    app.addHook('onReady', async () => weeklyNews.start());
    app.addHook('onClose', async () => weeklyNews.stop());
    // The salary pages' figures are computed before the first visitor asks (seconds at a million jobs).
    app.addHook('onReady', async () => {
      salaryInsightsOf(ctx)
        .snapshot()
        .catch((err) => app.log.error({ err }, 'salary insights: the first computation failed'));
    });
  }
  // Interview reminders (issue 28): run by the inline worker, and soon after an interview changes.
  const interviewReminders = worker
    ? createInterviewReminderTask({
        db: database.db,
        log: app.log,
        secret: deps.jwtSecret,
        publicUrl: config.publicUrl,
        notifyMail: () => worker.poke(),
      })
    : null;
  if (interviewReminders) {
    app.addHook('onReady', async () => interviewReminders.start());
    app.addHook('onClose', async () => interviewReminders.stop());
  }
  // Tasks (issue 30): the proposals events call for and the morning due mails, by the inline worker.
  if (worker) {
    const taskPass = createTaskPassTask({
      db: database.db,
      log: app.log,
      publicUrl: config.publicUrl,
      notifyMail: () => worker.poke(),
    });
    app.addHook('onReady', async () => taskPass.start());
    app.addHook('onClose', async () => taskPass.stop());
    // The weekly report mail (issue 30): Monday 08:00 on each organisation's clock, once a week.
    const weeklyReports = createWeeklyReportTask({
      db: database.db,
      log: app.log,
      secret: deps.jwtSecret,
      publicUrl: config.publicUrl,
      notifyMail: () => worker.poke(),
    });
    app.addHook('onReady', async () => weeklyReports.start());
    app.addHook('onClose', async () => weeklyReports.stop());
  }

  // A merged candidate's id answers with the survivor's (issue 29), on every module's candidate reads.
  app.addHook('preHandler', mergedCandidateRedirect(ctx.db));
  // Modules.
  for (const routes of [
    healthRoutes,
    userRoutes,
    candidateRoutes,
    candidateProfileRoutes,
    candidateFileRoutes,
    coverLetterRoutes,
    candidateAccountRoutes,
    mailPreferenceRoutes,
    consentRoutes,
    candidateStaffRoutes,
    employerRoutes,
    settingsRoutes,
    masterRoutes,
    masterAdminRoutes,
    exchangeRateRoutes,
    jobRoutes,
    jobSearchRoutes,
    alertRoutes,
    recommendationRoutes,
    candidateDashboardRoutes,
    applicationRoutes,
    applicantRoutes,
    savedJobRoutes,
    templateRoutes,
    emailTemplateRoutes,
    companyProfileRoutes,
    campaignRoutes,
    enquiryRoutes,
    newsRoutes,
    newsletterRoutes,
    pageRoutes,
    dashboardRoutes,
    directoryRoutes,
    cvSearchRoutes,
    cvFolderRoutes,
    cvSavedSearchRoutes,
    clientCvRoutes,
    candidateCreateRoutes,
    candidateMergeRoutes,
    cvParsingRoutes,
    discoveryRoutes,
    planRoutes,
    userAdminRoutes,
    accessControlRoutes,
    offerRoutes,
    messageRoutes,
    screeningRoutes,
    scorecardRoutes,
    salaryInsightRoutes,
    taskRoutes,
    reportRoutes,
    reportMailRoutes,
  ]) {
    await app.register(routes, { ctx });
  }
  await app.register(interviewRoutes, { ctx, onChange: () => interviewReminders?.poke() });

  const salarySite = async () => ({
    baseUrl: config.publicUrl.replace(/\/$/, ''),
    siteName: (await publicSettings(ctx.db)).site_name,
  });
  await app.register(webPlugin, {
    webDist: config.webDist,
    publicUrl: config.publicUrl,
    site: async () => {
      const s = await publicSettings(ctx.db);
      return { name: s.site_name, color: s.theme.color, digits: s.arabic_digits };
    },
    contentHead: async (slug, url, locale) =>
      contentPageHead(ctx.db, slug, url, (await publicSettings(ctx.db)).site_name, locale),
    heads: [
      {
        path: '/unauth/jobs/view/:id',
        head: ({ id }, _query, locale) => jobPageHead(ctx.db, id ?? '', config.publicUrl, locale),
      },
      {
        path: `${COMPANY_PATH}/:id`,
        head: ({ id }, query, locale) =>
          companyPageHead(ctx.db, id ?? '', config.publicUrl, pageOf(query), locale),
      },
      {
        path: NEWS_LIST_PATH,
        head: async (_params, query, locale) =>
          newsListHead(config.publicUrl, pageOf(query), (await publicSettings(ctx.db)).site_name, locale),
      },
      {
        path: `${NEWS_LIST_PATH}/:slug`,
        head: ({ slug }, _query, locale) => newsArticleHead(ctx.db, slug ?? '', config.publicUrl, locale),
      },
      // Salary insights (issue 30): a page without enough postings is a 404.
      {
        path: SALARIES_PATH,
        head: async (_params, _query, locale) => salaryIndexHead(await salarySite(), locale),
      },
      {
        path: `${SALARIES_PATH}/:designation`,
        head: async (params, _query, locale) =>
          salaryPageHead(salaryInsightsOf(ctx), params, await salarySite(), locale),
      },
      {
        path: `${SALARIES_PATH}/:designation/:place`,
        head: async (params, _query, locale) =>
          salaryPageHead(salaryInsightsOf(ctx), params, await salarySite(), locale),
      },
    ],
  });
  return app;
}
