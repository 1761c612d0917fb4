package org.tarock.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.InfoCmp.Capability;

/**
 * The conversation with the person at the table: lines out, answers in. On a real terminal it goes through
 * JLine (line editing, colours when the terminal has them); from a pipe or a test it reads plain lines and
 * echoes them, so that a transcript reads like a session.
 */
interface Interaction extends AutoCloseable {

    PrintWriter out();

    Style style();

    /** The person's answer, or null when the input has ended (end of file, Ctrl-D, Ctrl-C). */
    String readLine(String prompt);

    @Override
    void close();

    /** A terminal session when {@code in} is the console, else plain lines. */
    static Interaction open(InputStream in, PrintWriter out) {
        if (in == System.in && System.console() != null) {
            try {
                return new OnTerminal(TerminalBuilder.builder().system(true).build());
            } catch (IOException e) {
                throw new UncheckedIOException("cannot open the terminal: " + e.getMessage(), e);
            }
        }
        boolean unicode = System.out.charset().newEncoder().canEncode('♣');
        return new Plain(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), out,
                new Style(false, unicode));
    }

    final class OnTerminal implements Interaction {
        private final Terminal terminal;
        private final LineReader reader;
        private final Style style;

        OnTerminal(Terminal terminal) {
            this.terminal = terminal;
            this.reader = LineReaderBuilder.builder().terminal(terminal).build();
            Integer colours = terminal.getNumericCapability(Capability.max_colors);
            boolean dumb = terminal.getType().startsWith(Terminal.TYPE_DUMB);
            this.style = new Style(!dumb && colours != null && colours >= 8,
                    terminal.encoding().newEncoder().canEncode('♣'));
        }

        @Override
        public PrintWriter out() {
            return terminal.writer();
        }

        @Override
        public Style style() {
            return style;
        }

        @Override
        public String readLine(String prompt) {
            terminal.writer().flush();
            try {
                return reader.readLine(prompt);
            } catch (EndOfFileException | UserInterruptException e) {
                return null;
            }
        }

        @Override
        public void close() {
            terminal.writer().flush();
            try {
                terminal.close();
            } catch (IOException e) {
                // The session is over; a terminal that fails to restore its mode has nothing left to lose.
            }
        }
    }

    final class Plain implements Interaction {
        private final BufferedReader in;
        private final PrintWriter out;
        private final Style style;

        Plain(BufferedReader in, PrintWriter out, Style style) {
            this.in = in;
            this.out = out;
            this.style = style;
        }

        @Override
        public PrintWriter out() {
            return out;
        }

        @Override
        public Style style() {
            return style;
        }

        @Override
        public String readLine(String prompt) {
            out.print(prompt);
            out.flush();
            try {
                String line = in.readLine();
                out.println(line == null ? "" : line);
                return line;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the input: " + e.getMessage(), e);
            }
        }

        @Override
        public void close() {
            out.flush();
        }
    }
}
