package org.tarock.engine;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The decisions of a hand in order; grows without allocating in the usual case. Each entry is one int, the
 * seat in the top bits over the action (whose kind takes bits 24–27), so that a new hand allocates one array
 * rather than two.
 */
public final class MoveLog {
    private static final int SEAT_SHIFT = 28;
    private static final int ACTION = (1 << SEAT_SHIFT) - 1;

    private int[] entries;
    private int size;

    public MoveLog(int capacity) {
        entries = new int[capacity];
    }

    private MoveLog(MoveLog o) {
        entries = o.entries.clone();
        size = o.size;
    }

    public MoveLog copy() {
        return new MoveLog(this);
    }

    public void add(int seat, int action) {
        if (size == entries.length) {
            entries = Arrays.copyOf(entries, size * 2);
        }
        entries[size++] = seat << SEAT_SHIFT | action;
    }

    public int size() {
        return size;
    }

    public int seat(int i) {
        return entries[i] >>> SEAT_SHIFT;
    }

    public int action(int i) {
        return entries[i] & ACTION;
    }

    /**
     * The decisions so far as an unmodifiable list, without copying: the log only appends (past entries are
     * never written again and growing copies into new arrays), so the first {@code size} entries of the
     * current arrays stay as they are.
     */
    public List<Move> list() {
        int n = size;
        int[] e = entries;
        return new AbstractList<>() {
            @Override
            public Move get(int i) {
                Objects.checkIndex(i, n);
                return new Move(e[i] >>> SEAT_SHIFT, e[i] & ACTION);
            }

            @Override
            public int size() {
                return n;
            }
        };
    }
}
