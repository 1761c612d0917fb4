package org.tarock.engine;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/** The decisions of a hand in order; grows without allocating in the usual case. */
public final class MoveLog {
    private int[] seats;
    private int[] actions;
    private int size;

    public MoveLog(int capacity) {
        seats = new int[capacity];
        actions = new int[capacity];
    }

    private MoveLog(MoveLog o) {
        seats = o.seats.clone();
        actions = o.actions.clone();
        size = o.size;
    }

    public MoveLog copy() {
        return new MoveLog(this);
    }

    public void add(int seat, int action) {
        if (size == seats.length) {
            seats = Arrays.copyOf(seats, size * 2);
            actions = Arrays.copyOf(actions, size * 2);
        }
        seats[size] = seat;
        actions[size++] = action;
    }

    public int size() {
        return size;
    }

    public int seat(int i) {
        return seats[i];
    }

    public int action(int i) {
        return actions[i];
    }

    /**
     * The decisions so far as an unmodifiable list, without copying: the log only appends (past entries are
     * never written again and growing copies into new arrays), so the first {@code size} entries of the
     * current arrays stay as they are.
     */
    public List<Move> list() {
        int n = size;
        int[] s = seats;
        int[] a = actions;
        return new AbstractList<>() {
            @Override
            public Move get(int i) {
                Objects.checkIndex(i, n);
                return new Move(s[i], a[i]);
            }

            @Override
            public int size() {
                return n;
            }
        };
    }
}
