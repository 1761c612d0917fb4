package org.tarock.server.wire;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A strict reader of Prometheus's text exposition format (version 0.0.4): every line is a {@code # HELP}, a
 * {@code # TYPE} or a sample of the family typed before it; names, labels and values follow the format's grammar;
 * a histogram's buckets rise and end at {@code +Inf} with its count. Anything else fails with the line.
 */
final class PrometheusText {
    private static final String NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
    private static final Pattern SAMPLE = Pattern.compile("(" + NAME + ")(?:\\{(.*)})? (\\S+)(?: (-?\\d+))?");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\\\n]|\\\\[\\\\\"n])*)\"(,|$)");
    private static final Set<String> TYPES = Set.of("counter", "gauge", "histogram", "summary", "untyped");

    record Sample(String name, Map<String, String> labels, double value) {
    }

    record Family(String name, String type, List<Sample> samples) {
        /** The value of the sample {@code name} whose labels include {@code labels}; fails when there is none. */
        double value(String name, Map<String, String> labels) {
            return samples.stream().filter(s -> s.name().equals(name)
                            && s.labels().entrySet().containsAll(labels.entrySet()))
                    .mapToDouble(Sample::value).findFirst()
                    .orElseThrow(() -> new AssertionError("no sample " + name + labels + " in " + this.name));
        }
    }

    private PrometheusText() {
    }

    static Map<String, Family> parse(String text) {
        Map<String, Family> families = new LinkedHashMap<>();
        Family current = null;
        int n = 0;
        for (String line : text.split("\n", -1)) {
            n++;
            if (line.isEmpty()) {
                continue;
            }
            if (line.startsWith("# HELP ")) {
                String[] parts = line.substring(7).split(" ", 2);
                check(parts[0].matches(NAME), n, line, "a family's name");
                continue;
            }
            if (line.startsWith("# TYPE ")) {
                String[] parts = line.substring(7).split(" ");
                check(parts.length == 2 && parts[0].matches(NAME) && TYPES.contains(parts[1]), n, line, "a type");
                check(!families.containsKey(parts[0]), n, line, "a family typed once");
                current = new Family(parts[0], parts[1], new ArrayList<>());
                families.put(parts[0], current);
                continue;
            }
            check(!line.startsWith("#"), n, line, "HELP or TYPE");
            Matcher m = SAMPLE.matcher(line);
            check(m.matches(), n, line, "a sample");
            check(current != null && belongs(m.group(1), current), n, line, "a sample of the family typed before it");
            current.samples().add(new Sample(m.group(1), labels(m.group(2), n, line), value(m.group(3), n, line)));
        }
        families.values().stream().filter(f -> f.type().equals("histogram")).forEach(PrometheusText::checkBuckets);
        return families;
    }

    private static boolean belongs(String sample, Family f) {
        return switch (f.type()) {
            case "histogram" -> sample.equals(f.name() + "_bucket") || sample.equals(f.name() + "_sum")
                    || sample.equals(f.name() + "_count");
            case "summary" -> sample.equals(f.name()) || sample.equals(f.name() + "_sum")
                    || sample.equals(f.name() + "_count");
            default -> sample.equals(f.name());
        };
    }

    private static Map<String, String> labels(String text, int n, String line) {
        Map<String, String> labels = new LinkedHashMap<>();
        if (text == null || text.isEmpty()) {
            return labels;
        }
        Matcher m = LABEL.matcher(text);
        int at = 0;
        while (at < text.length()) {
            check(m.find(at) && m.start() == at, n, line, "labels name=\"value\" separated by commas");
            check(labels.put(m.group(1), m.group(2).replace("\\\"", "\"").replace("\\n", "\n")
                    .replace("\\\\", "\\")) == null, n, line, "each label once");
            at = m.end();
        }
        return labels;
    }

    private static double value(String text, int n, String line) {
        return switch (text) {
            case "+Inf" -> Double.POSITIVE_INFINITY;
            case "-Inf" -> Double.NEGATIVE_INFINITY;
            case "NaN" -> Double.NaN;
            default -> {
                check(text.matches("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?"), n, line, "a number");
                yield Double.parseDouble(text);
            }
        };
    }

    /** Per label set apart from {@code le}: buckets by rising bound, counts never falling, {@code +Inf} = count. */
    private static void checkBuckets(Family f) {
        Map<Map<String, String>, List<Sample>> series = new LinkedHashMap<>();
        for (Sample s : f.samples()) {
            if (s.name().endsWith("_bucket")) {
                Map<String, String> rest = new LinkedHashMap<>(s.labels());
                check(rest.remove("le") != null, 0, s.toString(), "a bucket with le");
                series.computeIfAbsent(rest, k -> new ArrayList<>()).add(s);
            }
        }
        series.forEach((labels, buckets) -> {
            double bound = Double.NEGATIVE_INFINITY;
            double count = 0;
            for (Sample b : buckets) {
                double le = value(b.labels().get("le"), 0, b.toString());
                check(le > bound && b.value() >= count, 0, b.toString(), "rising buckets in " + f.name());
                bound = le;
                count = b.value();
            }
            check(bound == Double.POSITIVE_INFINITY && count == f.value(f.name() + "_count", labels), 0,
                    f.name() + labels, "a last bucket +Inf holding the count");
        });
    }

    private static void check(boolean ok, int n, String line, String expected) {
        if (!ok) {
            throw new AssertionError("metrics line " + n + ": expected " + expected + ": " + line);
        }
    }
}
