package org.tarock.solver;

import java.util.List;
import org.tarock.engine.State;

/**
 * The double-dummy value of a deal for every contract and trump a soloist could have played: the auction
 * replayed with the others passing, then the first lead solved (see {@link Analysis#contractValues}).
 */
public interface ContractTable {

    /** The rows of the deal of {@code hand} for {@code soloist}, in the ladder's order. */
    List<Analysis.ContractValue> rows(State hand, int soloist);
}
