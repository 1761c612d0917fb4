package org.tarock.server.wire;

import com.sun.management.UnixOperatingSystemMXBean;
import java.lang.management.ManagementFactory;

/**
 * The process's file descriptors: how many are open under its limit. A WebSocket holds one for as long as it is
 * open, so new ones are refused while few are left, and HTTP requests (the health check among them) still find
 * one. Where the system does not tell (not Unix), nothing is refused.
 */
public final class Descriptors {
    private final UnixOperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean()
            instanceof UnixOperatingSystemMXBean unix ? unix : null;

    /** Whether fewer than {@code reserve} descriptors are free under the process's limit. */
    boolean fewerFreeThan(int reserve) {
        if (os == null) {
            return false;
        }
        long max = os.getMaxFileDescriptorCount();
        long open = os.getOpenFileDescriptorCount();
        return max > 0 && open >= 0 && max - open < reserve;
    }
}
