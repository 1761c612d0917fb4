package org.tarock.server.players;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system", 2013), with the parameters bounded in one place.
 * A rated match is one rating period for each of its players, its games the pairs he was in; between matches a
 * player's deviation grows with the time passed, counted in rating periods of {@link Settings#periodsPerDay}.
 */
public final class Glicko2 {
    /** The Glicko-2 scale's factor: {@code mu = (rating - 1500) / 173.7178}. */
    private static final double SCALE = 173.7178;
    private static final double CENTRE = 1500;
    /** When the volatility's iteration (step 5) stops. */
    private static final double EPSILON = 0.000001;
    /** When a rating whose deviation never grows (no rating periods) becomes provisional: never, as stores keep it. */
    private static final Instant FAR = Instant.parse("9999-12-31T00:00:00Z");

    /**
     * The parameters (docs/ratings.md).
     *
     * @param rating        a new player's rating
     * @param rd            a new player's rating deviation
     * @param volatility    a new player's volatility
     * @param tau           the system constant that bounds how fast the volatility changes
     * @param minRd         the deviation never falls below this
     * @param maxRd         nor grows above this
     * @param provisionalRd a rating whose deviation is at least this is provisional (not on the leaderboard)
     * @param periodsPerDay rating periods a day, by which the deviation grows between rated matches
     */
    public record Settings(double rating, double rd, double volatility, double tau, double minRd, double maxRd,
                           double provisionalRd, double periodsPerDay) {
        /**
         * lichess's published parameters: 1500, RD 500, volatility 0.09, tau 0.75, RD within 45 to 500,
         * provisional from RD 110, 0.21436 rating periods a day (a typical deviation goes from 60 to 110 in a year).
         */
        public static final Settings LICHESS = new Settings(1500, 500, 0.09, 0.75, 45, 500, 110, 0.21436);

        public Settings {
            if (!(minRd > 0 && minRd <= provisionalRd && provisionalRd <= maxRd && rd <= maxRd && rd >= minRd
                    && volatility > 0 && tau > 0 && periodsPerDay >= 0)) {
                throw new IllegalArgumentException("the rating settings need 0 < min RD <= provisional RD <= max RD, "
                        + "a new player's RD within them, and a positive volatility and tau");
            }
        }
    }

    /** A rating on the Glicko scale. */
    public record Rating(double rating, double rd, double volatility) {
    }

    /** One game of a rating period: the opponent's rating before it, and the score (1 won, 1/2 drawn, 0 lost). */
    public record Game(Rating opponent, double score) {
    }

    private final Settings settings;

    public Glicko2(Settings settings) {
        this.settings = settings;
    }

    public Settings settings() {
        return settings;
    }

    /** A new player's rating. */
    public Rating initial() {
        return new Rating(settings.rating(), settings.rd(), settings.volatility());
    }

    /** The rating periods between two instants (none when {@code to} is not later). */
    public double periods(Instant from, Instant to) {
        long millis = Math.max(0, Duration.between(from, to).toMillis());
        return millis / 86_400_000.0 * settings.periodsPerDay();
    }

    /** The deviation of a rating after {@code periods} without a game (step 6 alone), within the bounds. */
    public double deviationAfter(Rating r, double periods) {
        double phi = r.rd() / SCALE;
        return clamp(SCALE * Math.sqrt(phi * phi + periods * r.volatility() * r.volatility()));
    }

    /** Whether a rating of this deviation is provisional. */
    public boolean provisional(double rd) {
        return rd >= settings.provisionalRd();
    }

    /** When a rating made at {@code at} becomes provisional again, its deviation grown to the provisional bound. */
    public Instant rankedUntil(Rating r, Instant at) {
        double phi = r.rd() / SCALE;
        double bound = settings.provisionalRd() / SCALE;
        if (phi >= bound) {
            return at;
        }
        double days = (bound * bound - phi * phi) / (r.volatility() * r.volatility()) / settings.periodsPerDay();
        Instant until = days < 1e6 ? at.plusMillis((long) (days * 86_400_000.0)) : FAR;
        return until.isBefore(FAR) ? until : FAR;
    }

    /** A player's rating after a rating period of {@code periods} with these games, the deviation kept in bounds. */
    public Rating rate(Rating player, List<Game> games, double periods) {
        Rating r = rate(player, games, settings.tau(), periods);
        return new Rating(r.rating(), clamp(r.rd()), r.volatility());
    }

    private double clamp(double rd) {
        return Math.max(settings.minRd(), Math.min(settings.maxRd(), rd));
    }

    /** Glickman's steps 2 to 8, unbounded: the new rating after one period of {@code periods} with {@code games}. */
    static Rating rate(Rating player, List<Game> games, double tau, double periods) {
        double mu = (player.rating() - CENTRE) / SCALE;
        double phi = player.rd() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            return new Rating(player.rating(), SCALE * Math.sqrt(phi * phi + periods * sigma * sigma), sigma);
        }
        // Steps 3 and 4: the estimated variance v and the estimated improvement delta.
        double inverseV = 0;
        double outcome = 0;
        for (Game game : games) {
            double muJ = (game.opponent().rating() - CENTRE) / SCALE;
            double g = g(game.opponent().rd() / SCALE);
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            inverseV += g * g * e * (1 - e);
            outcome += g * (game.score() - e);
        }
        double v = 1 / inverseV;
        double delta = v * outcome;
        double newSigma = volatility(phi, sigma, v, delta, tau);
        // Steps 6 to 8.
        double phiStar = Math.sqrt(phi * phi + periods * newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * outcome;
        return new Rating(SCALE * newMu + CENTRE, SCALE * newPhi, newSigma);
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5: the new volatility, by the Illinois algorithm. */
    private static double volatility(double phi, double sigma, double v, double delta, double tau) {
        double a = Math.log(sigma * sigma);
        double phi2 = phi * phi;
        double delta2 = delta * delta;
        java.util.function.DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            double d = phi2 + v + ex;
            return ex * (delta2 - phi2 - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
        };
        double bigA = a;
        double bigB;
        if (delta2 > phi2 + v) {
            bigB = Math.log(delta2 - phi2 - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * tau) < 0) {
                k++;
            }
            bigB = a - k * tau;
        }
        double fA = f.applyAsDouble(bigA);
        double fB = f.applyAsDouble(bigB);
        while (Math.abs(bigB - bigA) > EPSILON) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f.applyAsDouble(bigC);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }
}
