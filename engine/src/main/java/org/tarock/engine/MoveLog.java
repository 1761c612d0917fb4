package org.tarock.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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

    public List<Move> list() {
        List<Move> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            out.add(new Move(seats[i], actions[i]));
        }
        return List.copyOf(out);
    }
}
