package org.tarock.server.wire;

import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * File systems of a test's own (tmpfs mounts: a read-only one, a small one that fills up). Mounting needs
 * root; where it is not allowed the test is skipped with a message, except under {@code CI=true}, where it
 * must run.
 */
final class Mounts {
    private Mounts() {
    }

    /** Mounts a tmpfs at {@code dir} (created if need be) with the mount options, e.g. {@code size=1m}. */
    static Path tmpfs(Path dir, String options) throws IOException, InterruptedException {
        Files.createDirectories(dir);
        Run r = run("mount", "-t", "tmpfs", "-o", options, "tmpfs", dir.toString());
        if (!"true".equals(System.getenv("CI"))) {
            assumeThat(r.exit()).as("mounting a tmpfs is not allowed here (%s): skipped; it runs under CI=true",
                    r.output().strip()).isZero();
        } else if (r.exit() != 0) {
            throw new AssertionError("CI=true, but a tmpfs cannot be mounted: " + r.output());
        }
        return dir;
    }

    /** Changes the options of a mounted tmpfs, e.g. a larger {@code size}: space comes back. */
    static void remount(Path dir, String options) throws IOException, InterruptedException {
        Run r = run("mount", "-o", "remount," + options, dir.toString());
        if (r.exit() != 0) {
            throw new AssertionError("cannot remount " + dir + ": " + r.output());
        }
    }

    static void unmount(Path dir) throws IOException, InterruptedException {
        run("umount", "-l", dir.toString());
    }

    private record Run(int exit, String output) {
    }

    private static Run run(String... command) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(command));
        Process p;
        try {
            p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        } catch (IOException noMountCommand) {
            return new Run(127, noMountCommand.getMessage());
        }
        String out = new String(p.getInputStream().readAllBytes());
        return new Run(p.waitFor(), out);
    }
}
