package org.tarock.server.table;

import java.util.List;
import java.util.Map;
import org.tarock.engine.Action;
import org.tarock.engine.Amount;
import org.tarock.engine.Card;
import org.tarock.engine.Deal;
import org.tarock.engine.HandResult;
import org.tarock.engine.Move;
import org.tarock.engine.Pack;
import org.tarock.engine.Seating;
import org.tarock.engine.State;
import org.tarock.records.Fairness;

/**
 * What happened at a table, one record per kind, in the values the table holds (the engine's actions, cards,
 * seatings and results). The {@link EventLog} numbers and keeps them; the wire writes them for each member as
 * its protocol version says (docs/protocol.md, "Events").
 */
public sealed interface TableEvent {

    /** Whether the event changes the game (anything but a player leaving or coming back). */
    default boolean changesPlay() {
        return !(this instanceof ComingOrGoing);
    }

    /** Table position {@code seat} was taken by {@code name}: a {@code person}, an {@code api-bot} or a {@code bot}. */
    record Seated(int seat, String name, String player) implements TableEvent {
    }

    /** Hand {@code number} was dealt; {@code positions} holds the table position of each hand seat. */
    record HandStarted(int number, Seating seating, List<Integer> positions) implements TableEvent {
    }

    /**
     * Hand seat {@code seat} made {@code action} (the engine's action, see {@link Action}); {@code standIn} is the
     * kind of the stand-in bot that made it for an absent player, or null when the seat's own player did.
     */
    record Acted(int seat, int action, String standIn) implements TableEvent {
    }

    /**
     * Hand {@code number} is over: its result and settlement, the deal as dealt, the cards laid away and taken
     * (null where the hand had none), and its fair deal's revealed secret (null at a table without fair deals).
     */
    record HandOver(int number, Seating seating, HandResult result, Deal deal, SeatCards laidAway, SeatCards taken,
                    Fairness fairness) implements TableEvent {

        /** The end of the finished hand {@code over}, number {@code number}. */
        static HandOver of(int number, Seating seating, State over, Fairness fairness) {
            return new HandOver(number, seating, over.result(), over.deal(), SeatCards.of(over, Action.DISCARD),
                    SeatCards.of(over, Action.TAKE), fairness);
        }
    }

    /** The match is over after {@code hands} hands: the totals by player name and the final standings. */
    record MatchOver(int hands, Map<String, Amount> totals, List<Standing> standings) implements TableEvent {
    }

    /** A player left (absent) or came back: it changes no view. */
    sealed interface ComingOrGoing extends TableEvent {
        int seat();

        String name();
    }

    /** The player at table position {@code seat} is away. */
    record Absent(int seat, String name) implements ComingOrGoing {
    }

    /** The player at table position {@code seat} is back. */
    record Back(int seat, String name) implements ComingOrGoing {
    }

    /** The table was closed before the match's end, after {@code handsPlayed} hands. */
    record Closed(int handsPlayed) implements TableEvent {
    }

    /** The players went on to table {@code table} to play again. */
    record NextTable(String table) implements TableEvent {
    }

    /** The cards of one hand seat's action: laid away, or taken. */
    record SeatCards(int seat, List<Card> cards) {

        /** The seat and cards of the hand's action of this kind (a discard, Husarln's take), or null if none. */
        static SeatCards of(State over, int kind) {
            Pack pack = over.game().pack();
            for (Move m : over.moves()) {
                if (Action.kind(m.action()) == kind) {
                    Card[] cards = new Card[Action.cardCount(m.action())];
                    for (int i = 0; i < cards.length; i++) {
                        cards[i] = pack.card(Action.cardAt(m.action(), i));
                    }
                    return new SeatCards(m.seat(), List.of(cards));
                }
            }
            return null;
        }
    }

    /** A table position's place in the final standings: its player's name and total. */
    record Standing(int seat, String name, Amount total) {
    }
}
