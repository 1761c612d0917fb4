package org.tarock.solver;

import org.tarock.engine.DealRandom;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;

/** How one game's card play is valued: the report of a finished hand and the expected values of a decision. */
public interface HandAnalysis {

    /** See {@link Analysis#analyse}. */
    Analysis.Report analyse(State finished, int samples, long seed);

    /** See {@link Analysis#expectedValues}. */
    double[] expectedValues(SeatView view, int samples, DealRandom random);
}
