import type { Writable } from 'node:stream';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_DOCUMENT_BYTES, messages } from '@console/contract';
import type { Config } from './kernel/config.ts';
import { guardCore } from './core-banking/guarded.ts';
import type { CoreBanking } from './core-banking/port.ts';
import { SandboxCore } from './core-banking/sandbox/index.ts';
import type { Database } from './db/client.ts';
import {
  BusinessDocuments,
  businessesRoutes,
  BusinessDecisions,
  BusinessesService,
} from './modules/businesses/index.ts';
import { CustomerProfiles, customersRoutes, CustomersService } from './modules/customers/index.ts';
import { documentsRoutes, DocumentsService } from './modules/documents/index.ts';
import { mbankingSupportRoutes, MbankingSupportService } from './modules/mbanking-support/index.ts';
import { merchantsRoutes, MerchantsService, MerchantStatementService } from './modules/merchants/index.ts';
import { metadataRoutes } from './modules/metadata/index.ts';
import { sandboxRoutes, SandboxService } from './modules/sandbox/index.ts';
import { otpRoutes, OtpService } from './modules/otp/index.ts';
import { accountsRoutes, AccountsService } from './modules/accounts/index.ts';
import {
  CardRequisitionDecisions,
  cardRequisitionsRoutes,
  CardRequisitionsService,
} from './modules/card-requisitions/index.ts';
import {
  ApplicationDecisions,
  applicationsRoutes,
  ApplicationsService,
} from './modules/applications/index.ts';
import { authRoutes, AuthService } from './modules/auth/index.ts';
import {
  DirectoryClients,
  DirectoryLogout,
  directoryMappingRoutes,
  DirectoryMappings,
  directoryRoutes,
  DirectorySignIn,
} from './modules/directory/index.ts';
import {
  AccessReviewDecisions,
  AccessReviews,
  accessReviewsRoutes,
  AccessReviewSchedule,
} from './modules/access-reviews/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { organizationsRoutes, OrganizationsService } from './modules/organizations/index.ts';
import { activityRoutes, ActivityService, DashboardsService } from './modules/reports/index.ts';
import { rolesRoutes, RolesService } from './modules/roles/index.ts';
import { systemRoutes, SystemService } from './modules/system/index.ts';
import {
  BranchMappingsService,
  DormantUsers,
  MerchantUsers,
  UserScopes,
  usersRoutes,
  UsersService,
} from './modules/users/index.ts';
import { answerSerializer } from './platform/answer-serializer.ts';
import type { Manifest } from './platform/backup/archive.ts';
import { writeBackup } from './platform/backup/backups.ts';
import { SessionAuthenticator } from './platform/auth/authenticator.ts';
import { SecretBox } from './platform/auth/secret-box.ts';
import { TokenService } from './platform/auth/tokens.ts';
import type { BlobStore } from './platform/blob-store.ts';
import { systemClock, type Clock } from './kernel/clock.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { Drain, installDrain } from './platform/drain.ts';
import { InFlight } from './kernel/in-flight.ts';
import { loggerOptions, requestIdOptions } from './kernel/logger.ts';
import { createMetrics, installMetrics, type Metrics } from './platform/metrics.ts';
import { installOpenApi } from './platform/openapi.ts';
import { installRequestSpans } from './platform/request-spans.ts';
import { registerRoutes, type RouteDefinition } from './kernel/routes.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { sharedRateLimitStore } from './platform/shared-rate-limit.ts';
import { activeTracer } from './kernel/telemetry.ts';
import { installWeb } from './platform/web.ts';
import { registerJobMetrics } from './platform/jobs/job-metrics.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { operationsRoutes, OperationsService, Upkeep } from './modules/operations/index.ts';
import { adminChangesRoutes } from './modules/admin-changes/index.ts';
import { AdminChanges } from './modules/admin-changes/index.ts';
import { SecurityPolicies } from './platform/security-policies.ts';
import { SecurityChanges, securityRoutes, SecurityService } from './modules/security/index.ts';
import { queueDeciders, WorkQueue, workQueueRoutes } from './modules/work-queue/index.ts';
import { searchRoutes, SearchService } from './modules/search/index.ts';
import { notificationsRoutes, NotificationsService } from './modules/notifications/index.ts';
import { Sanctions } from './modules/sanctions/index.ts';
import { RiskOverrides, RiskRatings, riskRoutes, RuleDrafts } from './modules/risk/index.ts';
import { ReviewDecisions, ReviewIntervals, Reviews, reviewsRoutes } from './modules/reviews/index.ts';
import {
  RecordScreening,
  Rescreening,
  ScreeningHits,
  screeningRoutes,
  ScreeningService,
  ScreeningThresholds,
  UnListFetch,
} from './modules/screening/index.ts';
import { LegalHolds, RetentionRuns, retentionRoutes, RetentionSchedule } from './modules/retention/index.ts';

/** At shutdown, requests being answered get this long to finish before the database closes. */
const SHUTDOWN_DRAIN_MS = 10_000;

export interface AppDeps {
  config: Config;
  database: Database;
  blobs: BlobStore;
  clock?: Clock;
  /** The core-banking adapter; the sandbox core when absent. Every call is time-limited. */
  core?: CoreBanking;
  /** Where logs go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Further routes (tests declare their own endpoints to exercise the platform). */
  extraRoutes?: RouteDefinition[];
  /** Serve the built SPA (off in API tests). */
  serveWeb?: boolean;
  /**
   * Whether this process runs jobs and schedules as its PROCESS_ROLE says (the default), or only
   * queues them (API tests, which run due jobs themselves with `jobs.runDue()`).
   */
  background?: boolean;
}

/** Builds the whole product: platform plugins, then every area's routes, then the SPA. */
export async function buildApp(deps: AppDeps): Promise<{
  app: FastifyInstance;
  routes: RouteDefinition[];
  jobs: JobQueue;
  metrics: Metrics;
  drain: Drain;
  /** A backup of the data folder: on the embedded database with local files only. */
  backup: ((out: Writable) => Promise<Manifest>) | null;
}> {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock ?? systemClock;
  const tracer = activeTracer();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream, tracer !== null),
    ...requestIdOptions,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);
  app.decorateRequest('user', null);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  const drain = new Drain();
  installDrain(app, drain);
  if (tracer) installRequestSpans(app, tracer, config.trustProxy);
  installSecurityHeaders(app);
  installErrorHandler(app);
  const metrics = createMetrics(database);
  installMetrics(app, metrics, config);
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(db, clock),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      message: messages.tooManyAttempts,
      retryAfter: context.after,
    }),
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    throwFileSizeLimit: true,
  });

  const tokens = new TokenService(config.jwtSecret);
  const box = new SecretBox(config.dataEncryptionKey);
  const policies = new SecurityPolicies({ db, clock, password: config.passwordPolicy });
  const authenticator = new SessionAuthenticator(db, tokens, clock, policies);
  await installOpenApi(app, config.apiDocs, authenticator, config.passwordPolicy);
  const signInLimit = { max: config.authRateLimit, timeWindow: 60_000 };
  const core = guardCore(
    deps.core ?? new SandboxCore({ db, box, clock, timeoutMs: config.coreTimeoutMs }),
    config.coreTimeoutMs,
    metrics.coreCalls,
  );
  const scopes = new UserScopes({ db });
  const profiles = new CustomerProfiles();
  const background = deps.background !== false;
  const works = background && config.processRole !== 'api';
  const jobs = await JobQueue.open(database, config.jobs, clock, {
    duties: { schedule: background, supervise: works },
    runs: registerJobMetrics(metrics.registry, db),
    log: app.log,
  });
  const screening = new ScreeningService({ db, jobs });
  const recordScreening = new RecordScreening({ db, screening });
  const risk = new RiskRatings({ db, scopes, clock });
  // The first rule set is written at start, so that no reading writes it.
  await risk.inForce(db);
  const otp = new OtpService({ db, core, clock, key: config.dataEncryptionKey, scopes, profiles });
  const documents = new DocumentsService({
    db,
    blobs: deps.blobs,
    scopes,
    profiles,
    screening: recordScreening,
  });
  const businessDocuments = new BusinessDocuments({ db, blobs: deps.blobs, scopes });
  documents.alsoKeptBy(businessDocuments.blobKeysIn);

  const directoryClients = new DirectoryClients(config.directories);
  const directoryLogout = new DirectoryLogout({ db, clock, clients: directoryClients });
  const auth = new AuthService({ db, config, clock, tokens, box, policies, directory: directoryLogout });
  const adminChanges = new AdminChanges({ db, scopes }, config.adminChanges);
  const security = new SecurityService({ db, scopes, policies });
  const securityChanges = new SecurityChanges({
    db,
    scopes,
    adminChanges,
    policies,
    passwordMinLength: config.passwordPolicy.minLength,
  });
  const applicationDecisions = new ApplicationDecisions({ db, core, scopes, profiles, documents, jobs });
  const businessDecisions = new BusinessDecisions({ db, core, scopes, jobs });
  const requisitionDecisions = new CardRequisitionDecisions({ db, core, scopes, jobs });
  const upkeep = new Upkeep({ db, otp, documents, log: app.log });
  const organizations = new OrganizationsService({ db, scopes });
  const sanctions = new Sanctions({ db, core, jobs, profiles, applications: applicationDecisions });
  const ruleDrafts = new RuleDrafts({ db, scopes, jobs, ratings: risk });
  const accessReviewDecisions = new AccessReviewDecisions({ db, scopes });
  const reviews = new Reviews({ db, scopes, clock, jobs, risk });
  const reviewDecisions = new ReviewDecisions({ db, reviews, risk, screening: recordScreening });
  const workQueue = new WorkQueue({
    db,
    scopes,
    organizations,
    log: app.log,
    expireChanges: (now) => adminChanges.expireDue(now),
    deciders: queueDeciders({
      applications: applicationDecisions,
      businesses: businessDecisions,
      requisitions: requisitionDecisions,
      adminChanges,
      accessReviews: accessReviewDecisions,
      reviews: reviewDecisions,
    }),
  });
  jobs.handle('open-application-account', applicationDecisions.openingJob);
  jobs.handle('open-business-account', businessDecisions.openingJob);
  jobs.handle('fulfil-card-requisition', requisitionDecisions.fulfilmentJob);
  jobs.handle('purge-expired', upkeep.purgeJob);
  jobs.handle('sweep-files', upkeep.sweepJob);
  jobs.handle('merge-counts', upkeep.mergeCountsJob);
  jobs.handle('note-sla-breaches', workQueue.breachJob);
  jobs.handle('deactivate-dormant-users', new DormantUsers({ db, policies }).job);
  jobs.handle(
    'access-reviews',
    new AccessReviewSchedule({
      db,
      policies,
      deadlines: (since) => workQueue.deadlines('AccessReview', since),
    }).job,
  );
  jobs.handle('freeze-sanctioned-accounts', sanctions.freezeJob);
  jobs.handle('rescreen-list-version', new Rescreening({ db, jobs }).job);
  jobs.handle('rerate-risk', ruleDrafts.rerateJob);
  jobs.handle('open-kyc-reviews', reviews.startJob);
  jobs.handle('open-kyc-reviews-batch', reviews.batchJob);
  const retentionRuns = new RetentionRuns({ db, scopes, blobs: deps.blobs, documents });
  jobs.handle('apply-retention', retentionRuns.job);
  if (config.sanctionsUnUrl)
    jobs.handle('fetch-un-list', new UnListFetch({ db, screening, url: config.sanctionsUnUrl }).job);
  if (works)
    app.addHook('onReady', async () => {
      await jobs.work();
      // Files a crash left between writing an upload and saving its row go soon after a restart,
      // not at the next scheduled sweep; several workers starting together sweep once.
      await jobs.sendUpkeep('sweep-files');
      // Breaches that fell due while no process ran are told at start, not at the next schedule.
      await jobs.sendUpkeep('note-sla-breaches');
    });

  const routes: RouteDefinition[] = [
    ...healthRoutes(database, jobs, core),
    ...systemRoutes(new SystemService({ config, policies })),
    ...authRoutes(auth, signInLimit),
    ...directoryRoutes(
      new DirectorySignIn({ db, clock, auth, clients: directoryClients }),
      directoryLogout,
      signInLimit,
    ),
    ...usersRoutes(
      new UsersService({ db, config, clock, tokens, scopes, changes: adminChanges, policies }),
      new BranchMappingsService({ db, changes: adminChanges }),
    ),
    ...rolesRoutes(new RolesService({ db, changes: adminChanges })),
    ...organizationsRoutes(organizations),
    ...activityRoutes(
      new ActivityService({ db, clock, scopes }),
      new DashboardsService({ db, clock, scopes }),
    ),
    ...metadataRoutes(),
    ...customersRoutes(
      new CustomersService({
        db,
        core,
        otp,
        scopes,
        auth,
        screening: recordScreening,
        risk,
        searchCountLimit: config.searchCountLimit,
      }),
    ),
    ...documentsRoutes(documents),
    ...applicationsRoutes(
      new ApplicationsService({ db, otp, scopes, profiles, screening: recordScreening, risk }),
      applicationDecisions,
    ),
    ...businessesRoutes(
      new BusinessesService({
        db,
        scopes,
        screening: recordScreening,
        risk,
        searchCountLimit: config.searchCountLimit,
      }),
      businessDecisions,
      businessDocuments,
    ),
    ...merchantsRoutes(
      new MerchantsService({
        db,
        core,
        scopes,
        merchantUsers: new MerchantUsers({ policies }),
        changes: adminChanges,
        screening: recordScreening,
      }),
      new MerchantStatementService({ db, core, scopes }),
    ),
    ...otpRoutes(otp),
    ...mbankingSupportRoutes(new MbankingSupportService({ db, core, scopes })),
    ...accountsRoutes(new AccountsService({ db, core, otp, scopes, auth })),
    ...cardRequisitionsRoutes(new CardRequisitionsService({ db, core, scopes }), requisitionDecisions),
    ...operationsRoutes(new OperationsService({ db, jobs, scopes })),
    ...adminChangesRoutes(adminChanges),
    ...directoryMappingRoutes(new DirectoryMappings({ db, scopes, adminChanges })),
    ...securityRoutes(security, securityChanges),
    ...workQueueRoutes(workQueue),
    ...accessReviewsRoutes(new AccessReviews({ db, scopes }), accessReviewDecisions),
    ...riskRoutes(risk, ruleDrafts, new RiskOverrides({ db, scopes })),
    ...reviewsRoutes(reviews, reviewDecisions, new ReviewIntervals({ db, scopes, adminChanges })),
    ...searchRoutes(new SearchService({ db, scopes })),
    ...notificationsRoutes(new NotificationsService({ db })),
    ...screeningRoutes(
      screening,
      new ScreeningHits({ db, scopes, records: recordScreening, sanctions }),
      new ScreeningThresholds({ db, scopes, adminChanges }),
    ),
    ...retentionRoutes(
      new RetentionSchedule({ db, scopes, adminChanges }),
      retentionRuns,
      new LegalHolds({ db, scopes, adminChanges }),
    ),
    ...sandboxRoutes(new SandboxService(db)),
    ...(deps.extraRoutes ?? []),
  ];
  const inFlight = new InFlight();
  registerRoutes(app, routes, authenticator, {
    sandbox: config.coreBanking === 'sandbox' && !config.production,
    clock,
    inFlight,
  });

  await installWeb(app, deps.serveWeb === false ? null : config.webDist);
  app.addHook('onClose', async () => {
    await inFlight.drained(SHUTDOWN_DRAIN_MS);
    await jobs.stop(SHUTDOWN_DRAIN_MS);
    await database.close();
  });
  const { blobStore } = config;
  const backup =
    database.kind === 'pglite' && blobStore.kind === 'local'
      ? (out: Writable) =>
          writeBackup(out, {
            database,
            dataDir: config.dataDir,
            filesDir: blobStore.dir,
            keepingFiles: (work) => documents.keepingFiles(work),
            clock,
          })
      : null;
  return { app, routes, jobs, metrics, drain, backup };
}
