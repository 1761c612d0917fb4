package org.tarock.server.wire;

import io.javalin.websocket.WsContext;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.websocket.api.Callback;
import org.tarock.server.table.Metrics;
import org.tarock.server.table.Peer;
import org.tarock.server.table.Reply;
import org.tarock.server.table.Table;

/**
 * One WebSocket connection. Outgoing messages queue up and are written one after the other without blocking
 * the table that sent them; a client that stops reading is disconnected before its queue can grow without
 * bound. Also holds the connection's rate limit and the table it follows.
 */
public final class Connection implements Peer {
    /** Messages that may wait for a slow client before it is disconnected. */
    private static final int MAX_QUEUED = 2000;
    /** How long a connection may go on sending over its rate before it is disconnected. */
    private static final long FLOOD_NANOS = 3_000_000_000L;
    /** Writes that complete at once call back into {@link #flush()}; past this depth the rest goes to another thread. */
    private static final int MAX_DEPTH = 32;
    private static final ThreadLocal<int[]> DEPTH = ThreadLocal.withInitial(() -> new int[1]);

    private final WsContext ctx;
    private final Executor executor;
    private final RateLimiter limiter;
    /** The catch-ups it may ask for ({@code sync}, {@code hello} with {@code after}: each up to the whole history). */
    private final RateLimiter catchUps;
    /** The client address, as the limits count it. */
    private final String address;
    /** The bucket of all connections from this client address (null: unlimited). */
    private final RateLimiter addressLimiter;
    /** The bucket of all connections presenting the seat token given in hello (null before one is). */
    private volatile RateLimiter tokenLimiter;
    private final Queue<String> outbox = new ConcurrentLinkedQueue<>();
    private final AtomicInteger queued = new AtomicInteger();
    private final AtomicBoolean sending = new AtomicBoolean();
    private volatile boolean closed;
    private volatile int closeStatus = 1000;
    private volatile String closeReason = "";
    private volatile Table table;
    private long lastRateWarning;
    /** When the current flood began (-1: none); a second without a dropped message ends a flood. */
    private long floodingSince = -1;
    private long lastDrop;
    private final Metrics metrics;

    Connection(WsContext ctx, Executor executor, String address, RateLimiter limiter, RateLimiter catchUps,
               RateLimiter addressLimiter, Metrics metrics) {
        this.ctx = ctx;
        this.metrics = metrics;
        this.executor = executor;
        this.address = address;
        this.limiter = limiter;
        this.catchUps = catchUps;
        this.addressLimiter = addressLimiter;
    }

    String address() {
        return address;
    }

    /** Whether one more catch-up is within the connection's rate of them. */
    boolean admitCatchUp() {
        return catchUps.tryAcquire();
    }

    /** From now on, messages count against this seat token's bucket too (shared by its other connections). */
    void limitAs(RateLimiter tokenBucket) {
        tokenLimiter = tokenBucket;
    }

    Table table() {
        return table;
    }

    void follow(Table t) {
        table = t;
    }

    /**
     * Whether the message may be handled under the rate limits of the connection, its address and its seat
     * token. A refused message is dropped; the client hears
     * {@code rate-limited} at most once a second, and one whose messages are dropped for longer than
     * {@link #FLOOD_NANOS} (without a second's pause in the drops) is disconnected.
     */
    synchronized boolean admit() {
        long now = System.nanoTime();
        boolean calm = now - lastDrop > 1_000_000_000L;
        RateLimiter token = tokenLimiter;
        if (limiter.tryAcquire() && (addressLimiter == null || addressLimiter.tryAcquire())
                && (token == null || token.tryAcquire())) {
            if (calm) {
                floodingSince = -1;
            }
            return true;
        }
        if (floodingSince < 0 || calm) {
            floodingSince = now;
        }
        lastDrop = now;
        metrics.messagesDropped.increment();
        if (now - floodingSince > FLOOD_NANOS) {
            closeWith(new Reply.Error(null, "rate-limited", "too many messages; disconnected"), 1008, "rate limited");
        } else if (now - lastRateWarning > 1_000_000_000L) {
            lastRateWarning = now;
            send(new Reply.Error(null, "rate-limited", "too many messages: this one was dropped; slow down"));
        }
        return false;
    }

    @Override
    public void send(String text) {
        if (queue(text)) {
            flush();
        }
    }

    /**
     * Writes and queues a reply; an {@code error} or {@code refused} is counted by its code: every refusal of the
     * tables, the hints and the limits reaches the client here.
     */
    @Override
    public void send(Reply reply) {
        if (closed || !queue(Messages.write(reply))) {
            return;
        }
        switch (reply) {
            case Reply.Error e -> metrics.refusal(e.code(), "websocket");
            case Reply.Refused r -> metrics.refusal(r.refusal().reason().code(), "websocket");
            default -> { }
        }
        flush();
    }

    /** Queues a message; false when the connection is closed, or is closed now for not reading its messages. */
    private boolean queue(String text) {
        if (closed) {
            return false;
        }
        if (queued.incrementAndGet() > MAX_QUEUED) {
            closed = true;
            ctx.session.close(1008, "the client does not read its messages", Callback.NOOP);
            return false;
        }
        outbox.add(text);
        return true;
    }

    @Override
    public void closeWith(Reply reply, int status, String reason) {
        closeStatus = status;
        closeReason = reason;
        send(reply);
        closed = true;
        // An empty entry marks the end: the connection closes once everything before it is written.
        queued.incrementAndGet();
        outbox.add("");
        flush();
    }

    @Override
    public boolean open() {
        return !closed;
    }

    void markClosed() {
        closed = true;
        outbox.clear();
    }

    private void flush() {
        int[] depth = DEPTH.get();
        if (depth[0] > MAX_DEPTH) {
            executor.execute(this::flush);
            return;
        }
        depth[0]++;
        try {
            while (sending.compareAndSet(false, true)) {
                String next = outbox.poll();
                if (next == null) {
                    sending.set(false);
                    if (outbox.isEmpty()) {
                        return;
                    }
                    continue;
                }
                queued.decrementAndGet();
                if (next.isEmpty()) {
                    ctx.session.close(closeStatus, closeReason, Callback.NOOP);
                    return;
                }
                ctx.session.sendText(next, Callback.from(() -> {
                    sending.set(false);
                    flush();
                }, failure -> markClosed()));
                return;
            }
        } finally {
            depth[0]--;
        }
    }
}
