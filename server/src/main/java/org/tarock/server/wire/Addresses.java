package org.tarock.server.wire;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Client addresses as the per-address limits count them: an IPv4 address as it is, an IPv6 address by its /64
 * network (one subscriber's share, whose addresses he picks freely), anything else (a proxy's odd hop) as its
 * text, clipped.
 */
public final class Addresses {
    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
    /** An IPv6 literal, with an optional zone; only such text (never a host name) is given to the resolver. */
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*(%[0-9A-Za-z._-]+)?");
    private static final int MAX_TEXT = 64;

    private Addresses() {
    }

    /** The address that {@code text} spells as a literal (brackets allowed), never looked up as a host name. */
    static Optional<InetAddress> literal(String text) {
        String t = text.strip();
        if (t.startsWith("[") && t.endsWith("]")) {
            t = t.substring(1, t.length() - 1);
        }
        if (t.length() > 64 || !(IPV4.matcher(t).matches() || IPV6.matcher(t).matches())) {
            return Optional.empty();
        }
        try {
            return Optional.of(InetAddress.getByName(t));
        } catch (UnknownHostException e) {
            return Optional.empty();
        }
    }

    /** What the limits count {@code text} as: an IPv6 address as its /64 network ({@code 2001:db8:0:1::/64}). */
    static String key(String text) {
        InetAddress a = literal(text).orElse(null);
        if (a == null) {
            String t = text.strip();
            return t.length() > MAX_TEXT ? t.substring(0, MAX_TEXT) : t;
        }
        if (a instanceof Inet6Address) {
            byte[] b = a.getAddress();
            StringBuilder out = new StringBuilder();
            for (int i = 0; i < 8; i += 2) {
                out.append(Integer.toHexString((b[i] & 0xff) << 8 | (b[i + 1] & 0xff))).append(':');
            }
            return out.append(":/64").toString();
        }
        return a.getHostAddress();
    }
}
