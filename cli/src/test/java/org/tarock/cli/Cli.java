package org.tarock.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;
import java.util.function.Supplier;

/** Runs the {@code tarock} command line as a user would, with standard output and error captured. */
final class Cli {
    private Cli() {
    }

    record Result(int exit, String out, String err) {
    }

    static Result run(String... args) {
        return run(InputStream.nullInputStream(), new StringWriter(), args);
    }

    static Result withInput(String input, String... args) {
        return run(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), new StringWriter(), args);
    }

    /**
     * Runs with a person who answers each prompt by looking at everything printed so far: {@code person}
     * gets the output and returns the next line typed, or null to close the input.
     */
    static Result withPerson(Function<String, String> person, String... args) {
        StringWriter out = new StringWriter();
        return run(new AnsweringInput(() -> person.apply(out.toString())), out, args);
    }

    private static Result run(InputStream in, StringWriter out, String... args) {
        StringWriter err = new StringWriter();
        int exit = Tarock.commandLine(in, new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
        return new Result(exit, out.toString(), err.toString());
    }

    /**
     * Input produced one line at a time, only when the program asks for it, so that each answer can depend
     * on what the program has shown. Reports nothing available between lines, so that readers never block
     * for more than the line asked for.
     */
    private static final class AnsweringInput extends InputStream {
        private final Supplier<String> next;
        private byte[] line = new byte[0];
        private int pos;
        private boolean ended;

        AnsweringInput(Supplier<String> next) {
            this.next = next;
        }

        @Override
        public int read() {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (pos == line.length) {
                String answer = ended ? null : next.get();
                if (answer == null) {
                    ended = true;
                    return -1;
                }
                line = (answer + "\n").getBytes(StandardCharsets.UTF_8);
                pos = 0;
            }
            int n = Math.min(len, line.length - pos);
            System.arraycopy(line, pos, b, off, n);
            pos += n;
            return n;
        }

        @Override
        public int available() {
            return line.length - pos;
        }
    }
}
