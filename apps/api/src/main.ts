import type { Server } from 'node:http';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ControlSocket } from './platform/backup/control-socket.ts';
import { ConfigError, loadConfig } from './kernel/config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './demo-data.ts';
import { systemClock } from './kernel/clock.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { METRICS_PATH, serveMetrics } from './platform/metrics.ts';
import { openBlobStore } from './platform/open-blob-store.ts';
import { exitOnUnhandledFailures, reportProcessFailure } from './platform/process-failures.ts';
import { spanProcessors, startTelemetry, stopTelemetry, traced, tracingIfOn } from './kernel/telemetry.ts';

async function main(): Promise<void> {
  exitOnUnhandledFailures();
  const config = loadConfig();
  // Before the database and the app, so that both are built with tracing (or without it).
  startTelemetry(spanProcessors(config.traceExporters));
  const blobs = await openBlobStore(config.blobStore);
  // Before the embedded database opens: a second console on the same folder stops here.
  const control = config.databaseUrl ? null : await ControlSocket.claim(config.dataDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    migrationUrl: config.migrationDatabaseUrl,
    install: (owner) => JobQueue.install(owner, config.jobs, systemClock),
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
    traced: tracingIfOn(),
  });
  if (config.seedDemo)
    await traced('demo.seed', {}, () => seedDemoData(database, config, systemClock, { blobs }));
  const { app, metrics, drain, backup } = await buildApp({ config, database, blobs });
  if (backup) control?.serve(backup, app.log);
  let metricsServer: Server | null = null;

  let closing = false;
  const close = () => {
    metricsServer?.close();
    void control?.close();
    // Stops accepting, lets the requests under way finish, then closes the database (onClose
    // hook); the spans still waiting are sent last.
    app
      .close()
      .then(stopTelemetry)
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  const shutdown = (signal: string) => {
    if (closing) {
      // A second signal (Ctrl+C twice) does not wait for the drain period.
      app.log.warn({ signal }, 'stopping at once');
      process.exit(1);
    }
    closing = true;
    drain.begin();
    // A worker has no listener for a load balancer to drain.
    const drainMs = config.processRole === 'worker' ? 0 : config.shutdownDrainMs;
    app.log.info({ signal, drainMs }, 'shutting down: answering 503 while the load balancer drains');
    setTimeout(close, drainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // A worker has no other listener: its metrics are read here.
  if (config.metrics.port !== undefined) {
    metricsServer = await serveMetrics(metrics, config.host, config.metrics.port);
    app.log.info(`Metrics on port ${config.metrics.port}, path ${METRICS_PATH}`);
  }
  if (config.processRole === 'worker') {
    // A worker answers no HTTP requests: it runs the jobs, queued by every API process.
    await app.ready();
    app.log.info(`Worker running the background jobs (database: ${database.kind})`);
    return;
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Back-office console on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (database: ${database.kind}, tenant: ${config.tenant})`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    reportProcessFailure('failed to start', err);
  }
  process.exit(1);
});
