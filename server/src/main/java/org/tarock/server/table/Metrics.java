package org.tarock.server.table;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.core.instrument.composite.CompositeMeterRegistry;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * What the server counts and times (docs/deploy.md, "Metrics"). The meters of the tables' hot path are
 * registered once, here, so that counting an action or timing it allocates nothing; without a metrics port
 * they are Micrometer's no-op meters (an empty composite registry), which cost a virtual call.
 */
public final class Metrics implements AutoCloseable {
    /** Histogram buckets for the tables' own timers: from a tenth of a millisecond to ten seconds. */
    private static final Duration MIN_EXPECTED = Duration.ofNanos(100_000);
    private static final Duration MAX_EXPECTED = Duration.ofSeconds(10);

    private final MeterRegistry registry;
    private final PrometheusMeterRegistry prometheus;
    private final JvmGcMetrics gc;

    final Counter playerActions;
    final Counter botActions;
    /** From a player's action message to its answer (the ack or the event), the store's commit included. */
    final Timer actionRoundTrip;
    /** One transaction of the store's writer (a group commit of everything queued). */
    public final Timer storeCommit;
    final Timer botDecision;
    public final Timer hintSearch;
    public final Counter connectionsOpened;
    public final AtomicInteger connectionsOpen = new AtomicInteger();
    /** Messages dropped over a rate limit: the client hears {@code rate-limited} at most once a second. */
    public final Counter messagesDropped;
    private final Map<String, Counter> refusals = new ConcurrentHashMap<>();

    private Metrics(MeterRegistry registry, PrometheusMeterRegistry prometheus) {
        this.registry = registry;
        this.prometheus = prometheus;
        if (prometheus != null) {
            new JvmMemoryMetrics().bindTo(registry);
            new JvmThreadMetrics().bindTo(registry);
            new ClassLoaderMetrics().bindTo(registry);
            new ProcessorMetrics().bindTo(registry);
            new UptimeMetrics().bindTo(registry);
            gc = new JvmGcMetrics();
            gc.bindTo(registry);
        } else {
            gc = null;
        }
        playerActions = Counter.builder("tarock.actions").tag("by", "player")
                .description("actions taken at the tables").register(registry);
        botActions = Counter.builder("tarock.actions").tag("by", "bot")
                .description("actions taken at the tables").register(registry);
        actionRoundTrip = timer("tarock.action.round.trip", "from a player's action to its answer");
        storeCommit = timer("tarock.store.commit", "one group commit of the store's writer");
        botDecision = timer("tarock.bot.decision", "a server bot's choice of an action");
        hintSearch = timer("tarock.hint.search", "the search of one hint");
        connectionsOpened = Counter.builder("tarock.websocket.connections.opened")
                .description("WebSocket connections accepted").register(registry);
        Gauge.builder("tarock.websocket.connections", connectionsOpen, AtomicInteger::get)
                .description("WebSocket connections open").register(registry);
        messagesDropped = Counter.builder("tarock.messages.dropped")
                .description("WebSocket messages dropped over a rate limit").register(registry);
    }

    /** No metrics: every meter is a no-op. */
    public static Metrics off() {
        return new Metrics(new CompositeMeterRegistry(), null);
    }

    /** Meters kept for {@link #scrape()}, with the JVM's memory, garbage collection, threads and classes. */
    public static Metrics prometheus() {
        PrometheusMeterRegistry p = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        return new Metrics(p, p);
    }

    private Timer timer(String name, String description) {
        return Timer.builder(name).description(description).publishPercentileHistogram()
                .minimumExpectedValue(MIN_EXPECTED).maximumExpectedValue(MAX_EXPECTED).register(registry);
    }

    /**
     * Counts an answer that refused a request or message, by its protocol code ({@code rate-limited},
     * {@code not-your-turn}, ...); the codes are the protocol's few, so the counters are made once each.
     */
    public void refusal(String code, String via) {
        refusals.computeIfAbsent(via + '/' + code, k -> Counter.builder("tarock.refusals").tag("code", code)
                .tag("via", via).description("requests and messages refused, by the protocol's code")
                .register(registry)).increment();
    }

    /** Tables by status (the lobby's words), counted from {@code statuses} at each scrape. */
    public void tables(Supplier<Map<String, Long>> statuses, Iterable<String> names) {
        for (String status : names) {
            Gauge.builder("tarock.tables", statuses, s -> s.get().getOrDefault(status, 0L)).strongReference(true)
                    .tag("status", status).description("tables by status").register(registry);
        }
    }

    /** An HTTP request answered: by method, the route's pattern and the status. */
    public void httpRequest(String method, String route, int status, long nanos) {
        Timer.builder("http.server.requests").tag("method", method).tag("route", route)
                .tag("status", Integer.toString(status)).description("HTTP requests answered")
                .register(registry).record(nanos, java.util.concurrent.TimeUnit.NANOSECONDS);
    }

    /** The meters in Prometheus's text format (version 0.0.4); empty without metrics. */
    public String scrape() {
        return prometheus == null ? "" : prometheus.scrape();
    }

    @Override
    public void close() {
        if (gc != null) {
            gc.close();
        }
        registry.close();
    }
}
