import {
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ConsoleSpanExporter,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_ERROR_TYPE, ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

const SERVICE_NAME = 'backoffice-console';

/** Where finished spans go: an OTLP collector (http/json) or the console (`OTEL_TRACES_EXPORTER`). */
export type TraceExporter = 'otlp' | 'console';

let provider: NodeTracerProvider | null = null;
let tracer: Tracer | null = null;

/** The processors for the exporters the configuration names: OTLP in batches, the console at once. */
export function spanProcessors(exporters: readonly TraceExporter[]): SpanProcessor[] {
  return exporters.map((name) =>
    name === 'otlp'
      ? new BatchSpanProcessor(new OTLPTraceExporter())
      : new SimpleSpanProcessor(new ConsoleSpanExporter()),
  );
}

/**
 * Starts tracing with these processors; none leaves it off, and then every helper here runs the
 * work bare (no span, no context switch). The exporter, sampler, batch and resource settings come
 * from the standard OTEL_* variables, read by the SDK itself.
 */
export function startTelemetry(processors: SpanProcessor[]): void {
  if (provider || processors.length === 0) return;
  const resource = defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: SERVICE_NAME }))
    .merge(detectResources({ detectors: [envDetector] }));
  provider = new NodeTracerProvider({ resource, spanProcessors: processors });
  provider.register();
  tracer = provider.getTracer(SERVICE_NAME);
}

/** Sends the spans still waiting and turns tracing off again. */
export async function stopTelemetry(): Promise<void> {
  const stopping = provider;
  if (!stopping) return;
  provider = null;
  tracer = null;
  trace.disable();
  context.disable();
  propagation.disable();
  await stopping.shutdown();
}

/** The tracer while tracing is on. */
export const activeTracer = (): Tracer | null => tracer;

/** `traced` while tracing is on, for the database to span its statements with (`openDatabase`). */
export const tracingIfOn = (): typeof traced | undefined => (tracer ? traced : undefined);

/**
 * Marks a span failed with the kind of error only.
 * Note: error messages may quote a customer's data (a database error quotes the value it refused),
 * and spans leave for a collector: they carry the error's type or code, never its message.
 */
function markFailed(span: Span, err: unknown): void {
  const code = (err as { code?: unknown } | null)?.code;
  const type =
    typeof code === 'string' && code ? code : err instanceof Error ? err.constructor.name : 'unknown';
  span.recordException({ name: type });
  span.setAttribute(ATTR_ERROR_TYPE, type);
  span.setStatus({ code: SpanStatusCode.ERROR });
}

async function settle<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    markFailed(span, err);
    throw err;
  } finally {
    span.end();
  }
}

/** Runs the work in a span of its own, a child of the active one; a failure marks the span. */
export function traced<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  if (!tracer) return work();
  return tracer.startActiveSpan(name, { kind, attributes }, (span) => settle(span, work));
}

/** The W3C trace context of the active span, to keep with work done later (a queued job). */
export function traceCarrier(): Record<string, string> {
  const carrier: Record<string, string> = {};
  if (tracer) propagation.inject(context.active(), carrier);
  return carrier;
}

/** Runs work that was queued with `traceCarrier()` in a span continuing the trace that queued it. */
export function withTraceCarrier<T>(
  carrier: Readonly<Record<string, string>>,
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  if (!tracer) return work();
  const parent: Context = propagation.extract(ROOT_CONTEXT, carrier);
  return tracer.startActiveSpan(name, { kind: SpanKind.CONSUMER, attributes }, parent, (span) =>
    settle(span, work),
  );
}

/** The ids of the active span, for log lines (pino's `mixin`). */
export function activeTraceIds(): { trace_id?: string; span_id?: string } {
  const span = trace.getSpan(context.active())?.spanContext();
  if (!span || !isSpanContextValid(span)) return {};
  return { trace_id: span.traceId, span_id: span.spanId };
}
