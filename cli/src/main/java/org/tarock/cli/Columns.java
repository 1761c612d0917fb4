package org.tarock.cli;

import java.util.ArrayList;
import java.util.List;

/** Plain-text tables: columns padded to their widest cell, numbers right-aligned. */
final class Columns {
    private Columns() {
    }

    /**
     * @param rows        the cells, the first row being the header
     * @param rightFrom   the first column aligned right
     * @param rightTo     the first column after those aligned right
     */
    static List<String> format(List<String[]> rows, int rightFrom, int rightTo) {
        int n = rows.get(0).length;
        int[] width = new int[n];
        for (String[] r : rows) {
            for (int i = 0; i < n; i++) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        List<String> out = new ArrayList<>();
        for (String[] r : rows) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    sb.append("  ");
                }
                String pad = " ".repeat(width[i] - r[i].length());
                sb.append(i >= rightFrom && i < rightTo ? pad + r[i] : r[i] + pad);
            }
            out.add(sb.toString().stripTrailing());
        }
        return out;
    }
}
