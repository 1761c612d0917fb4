package org.tarock.server.players;

import java.text.Normalizer;
import java.util.Locale;
import org.tarock.server.table.Seats;

/**
 * Account names: a seat's name rules ({@link Seats#validName}), and the key two names are compared by, so that
 * "Anna" and "ANNA", or "Strauß" and "STRAUSS", are one name. Names beginning {@code bot:} are the server bots'.
 */
public final class Names {
    /** What every server bot's account name begins with: {@code bot:basic}, {@code bot:expert}. */
    public static final String BOT_PREFIX = "bot:";

    private Names() {
    }

    /** The name as an account keeps it; {@code 400 bad-name} when it breaks a seat name's rules. */
    public static String valid(String raw) {
        return Seats.validName(raw);
    }

    /**
     * The key names are compared by: NFC, then case folded (upper case, then lower case, in the root locale: full
     * folding for the letters that fold to more than one, ß to ss), then NFC again.
     */
    public static String key(String name) {
        String nfc = Normalizer.normalize(name, Normalizer.Form.NFC).strip();
        return Normalizer.normalize(nfc.toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT), Normalizer.Form.NFC);
    }

    /** Whether the name is a server bot's (begins {@code bot:}, in any case). */
    public static boolean isBot(String name) {
        return key(name).startsWith(BOT_PREFIX);
    }

    /** The account name of the server bot of {@code kind}. */
    public static String bot(String kind) {
        return BOT_PREFIX + kind;
    }
}
