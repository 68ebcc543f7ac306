import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, fromPostgres } from './db/client';
import { httpServerFactory } from './lib/http-server';
import { guardedValidatorCompiler } from './lib/input-guard';
import { createPermissionStore } from './lib/permission-store';
import { createTokenService } from './lib/tokens';
import { createMailTransport } from './mail/transport';
import { createOutboxWorker } from './mail/worker-loop';
import { accessControlRoutes } from './modules/access-control/routes';
import { createAlertDigestTask } from './modules/alerts/digest-task';
import { alertRoutes } from './modules/alerts/routes';
import { applicantRoutes } from './modules/applicants/routes';
import { applicationRoutes } from './modules/applications/routes';
import { candidateRoutes } from './modules/candidate/routes';
import { candidateAccountRoutes } from './modules/candidate-account/routes';
import { candidateCreateRoutes } from './modules/candidate-create';
import { candidateDashboardRoutes } from './modules/candidate-dashboard/routes';
import { candidateProfileRoutes } from './modules/candidate-profile/routes';
import { candidateStaffRoutes } from './modules/candidate-staff/routes';
import { clientCvRoutes } from './modules/client-cv';
import { companyProfileRoutes } from './modules/company-profile/routes';
import { cvFolderRoutes } from './modules/cv-folders/routes';
import { createSavedSearchAlertTask } from './modules/cv-saved-searches/alert';
import { cvSavedSearchRoutes } from './modules/cv-saved-searches/routes';
import { cvSearchRoutes } from './modules/cv-search/routes';
import { dashboardRoutes } from './modules/dashboards/routes';
import { directoryRoutes } from './modules/directory/routes';
import { discoveryRoutes } from './modules/discovery/routes';
import { employerRoutes } from './modules/employers/routes';
import { enquiryRoutes } from './modules/enquiries/routes';
import { exchangeRateRoutes } from './modules/exchange-rates/routes';
import { storagePlugin, virusScanPlugin } from './modules/files';
import { candidateFileRoutes } from './modules/files/routes';
import { healthRoutes } from './modules/health/routes';
import { jobSearchRoutes } from './modules/job-search/routes';
import { jobPageHead } from './modules/jobs';
import { shareJobCaches } from './modules/jobs/cache';
import { createJobsMaintenance } from './modules/jobs/maintenance';
import { jobRoutes } from './modules/jobs/routes';
import { mailPreferenceRoutes } from './modules/mail-preferences/routes';
import { masterAdminRoutes } from './modules/master/admin-routes';
import { masterRoutes } from './modules/master/routes';
import { NEWS_LIST_PATH, newsArticleHead, newsListHead } from './modules/news';
import { newsRoutes } from './modules/news/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { createWeeklyNewsTask } from './modules/newsletter/task';
import { contentPageHead } from './modules/pages';
import { pageRoutes } from './modules/pages/routes';
import { planRoutes } from './modules/plans/routes';
import { recommendationRoutes } from './modules/recommendations/routes';
import { campaignRoutes } from './modules/recruiter-email/campaign-routes';
import { emailTemplateRoutes } from './modules/recruiter-email/template-routes';
import { savedJobRoutes } from './modules/saved-jobs/routes';
import { publicSettings } from './modules/settings';
import { settingsRoutes } from './modules/settings/routes';
import { templateRoutes } from './modules/templates/routes';
import { findSession } from './modules/user';
import { userRoutes } from './modules/user/routes';
import { userAdminRoutes } from './modules/user-admin/routes';
import { authPlugin } from './plugins/auth';
import { BODY_LIMIT, bodyParsersPlugin } from './plugins/body-parsers';
import { errorsPlugin } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { type LogStream, loggerOptions } from './plugins/logger';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { genReqId, requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webPlugin } from './plugins/web';
import { workerPlugin } from './plugins/worker';

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
    shareJobCaches(replica.db, database.db);
    app.addHook('onClose', () => replica.close());
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
  };

  // External plugins.
  await app.register(securityHeadersPlugin, { production: config.nodeEnv === 'production' });
  await app.register(compress, { threshold: 1024 });
  await app.register(bodyParsersPlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, database });
  if (config.nodeEnv !== 'production') await app.register(openapiPlugin);

  // Application plugins.
  await app.register(errorsPlugin);
  await app.register(requestIdPlugin);
  await app.register(storagePlugin, { config });
  await app.register(virusScanPlugin, { config });
  await app.register(authPlugin, {
    tokens: ctx.tokens,
    permissions: ctx.permissions,
    findSession: (id, jti) => findSession(ctx.db, id, jti),
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
  }

  // Modules.
  for (const routes of [
    healthRoutes,
    userRoutes,
    candidateRoutes,
    candidateProfileRoutes,
    candidateFileRoutes,
    candidateAccountRoutes,
    mailPreferenceRoutes,
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
    discoveryRoutes,
    planRoutes,
    userAdminRoutes,
    accessControlRoutes,
  ]) {
    await app.register(routes, { ctx });
  }

  await app.register(webPlugin, {
    webDist: config.webDist,
    publicUrl: config.publicUrl,
    site: async () => {
      const s = await publicSettings(ctx.db);
      return { name: s.site_name, color: s.theme.color };
    },
    contentHead: async (slug, url) =>
      contentPageHead(ctx.db, slug, url, (await publicSettings(ctx.db)).site_name),
    heads: [
      { path: '/unauth/jobs/view/:id', head: ({ id }) => jobPageHead(ctx.db, id ?? '', config.publicUrl) },
      {
        path: NEWS_LIST_PATH,
        head: async (_params, query) =>
          newsListHead(
            config.publicUrl,
            Math.max(1, Number(query.page) || 1),
            (await publicSettings(ctx.db)).site_name,
          ),
      },
      {
        path: `${NEWS_LIST_PATH}/:slug`,
        head: ({ slug }) => newsArticleHead(ctx.db, slug ?? '', config.publicUrl),
      },
    ],
  });
  return app;
}
