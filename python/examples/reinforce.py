"""REINFORCE from self-play on the observation vector, numpy only.

A linear softmax policy over the legal actions: the score of action ``a`` is ``obs . W[a] + b[a]``. All three
seats play the same policy in a BatchEnv; each decision is pushed towards (or away from) the action taken in
proportion to the seat's settlement at the end of the hand, less a running baseline. The trained policy is
compared with ``random`` here (policy in one seat, random in the other two, every seat in turn) and can be
exported for ``tarock arena --bots policy,random`` (TAROCK_POLICY names the file; docs/env.md).

    /usr/bin/python3 python/examples/reinforce.py --game bavarian-tarock --minutes 3 --export policy.tlp
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import numpy as np  # noqa: E402

import tarock_env  # noqa: E402

FORMAT = "tarock-linear-policy/1"


class LinearPolicy:
    def __init__(self, num_actions, observation_size):
        self.W = np.zeros((num_actions, observation_size), dtype=np.float32)
        self.b = np.zeros(num_actions, dtype=np.float32)

    def scores(self, obs, rows, actions):
        return np.einsum("nd,nd->n", obs[rows], self.W[actions]) + self.b[actions]

    def save(self, path, game):
        with open(path, "w", encoding="ascii") as f:
            f.write(f"{FORMAT} {game} {self.W.shape[0]} {self.W.shape[1]}\n")
            for a in range(self.W.shape[0]):
                f.write(" ".join(f"{x:.6g}" for x in self.W[a]) + f" {self.b[a]:.6g}\n")


def flat_legal(env):
    """The legal entries of every place: row of the place, action index, and where each row starts."""
    rows = np.repeat(np.arange(env.batch_size), env.legal_counts)
    return rows, env.legal_flat.copy(), env.legal_starts[:-1].copy()


def segment_softmax(scores, rows, starts):
    top = np.maximum.reduceat(scores, starts)
    p = np.exp(scores - top[rows])
    return p / np.add.reduceat(p, starts)[rows]


def sample(p, rows, starts, counts, rng):
    """One entry per row drawn from the row's probabilities (flat index into the entries)."""
    cum = np.cumsum(p)
    base = cum[starts] - p[starts]
    u = rng.random(len(starts))
    idx = np.where(cum - base[rows] > u[rows], np.arange(len(p)), len(p))
    first = np.minimum.reduceat(idx, starts)
    return np.minimum(first, starts + counts - 1)


def choose(policy, env, rng):
    """One action index per place drawn from the policy, and what the gradient needs."""
    rows, actions, starts = flat_legal(env)
    p = segment_softmax(policy.scores(env.observations, rows, actions), rows, starts)
    chosen = sample(p, rows, starts, env.legal_counts, rng)
    return actions[chosen], (rows, actions, p, chosen)


def train(game="bavarian-tarock", seconds=180.0, batch=256, steps_per_update=48, lr=0.05, seed=1, log=print):
    """Trains for about ``seconds``; returns the policy and the number of hands played."""
    env = tarock_env.BatchEnv(game, batch_size=batch, seed=seed)
    policy = LinearPolicy(env.num_actions, env.observation_size)
    rng = np.random.default_rng(seed)
    episode = np.zeros(batch, dtype=np.int64)
    baseline, scale = 0.0, 1.0
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        steps = []
        returns = {}
        for _ in range(steps_per_update):
            obs = env.observations.copy()
            seats = env.current_seats.copy()
            eps = episode.copy()
            actions, (rows, acts, p, chosen) = choose(policy, env, rng)
            steps.append((obs, seats, eps, rows, acts, p, chosen))
            env.step(actions)
            for i in np.flatnonzero(env.dones):
                returns[(int(i), int(episode[i]))] = env.rewards[i].copy()
                episode[i] += 1
                hands += 1
        finished = np.array([g for g in returns.values()]).ravel() if returns else np.zeros(1)
        baseline = 0.9 * baseline + 0.1 * float(finished.mean())
        scale = 0.9 * scale + 0.1 * float(finished.std() + 1e-3)
        gW = np.zeros_like(policy.W)
        gb = np.zeros_like(policy.b)
        for obs, seats, eps, rows, acts, p, chosen in steps:
            adv = np.zeros(batch, dtype=np.float32)
            for i in range(batch):
                g = returns.get((i, int(eps[i])))
                if g is not None:
                    adv[i] = (g[seats[i]] - baseline) / scale
            onehot = np.zeros_like(p)
            onehot[chosen] = 1
            coef = adv[rows] * (onehot - p)
            keep = coef != 0
            if not keep.any():
                continue
            coef, r, a = coef[keep], rows[keep], acts[keep]
            order = np.argsort(a, kind="stable")
            a_sorted = a[order]
            bounds = np.flatnonzero(np.r_[True, a_sorted[1:] != a_sorted[:-1]])
            gW[a_sorted[bounds]] += np.add.reduceat(coef[order, None] * obs[r[order]], bounds)
            gb[a_sorted[bounds]] += np.add.reduceat(coef[order], bounds)
        policy.W += lr * gW / batch
        policy.b += lr * gb / batch
        if log:
            log(f"{time.perf_counter() - start:6.1f}s hands {hands} baseline {baseline:+.3f}")
    return policy, hands


def evaluate(policy, game="bavarian-tarock", hands=3000, seed=2, batch=256):
    """The policy's mean settlement in one seat against ``random`` in the other two (the policy's seat
    moves with the place), with its standard error; random against random scores 0 on average."""
    env = tarock_env.BatchEnv(game, batch_size=batch, seed=seed)
    rng = np.random.default_rng(seed)
    mine = np.arange(batch) % 3
    scores = []
    while len(scores) < hands:
        learned, _ = choose(policy, env, rng)
        actions = np.where(env.current_seats == mine, learned, env.random_actions(rng))
        env.step(actions)
        for i in np.flatnonzero(env.dones):
            scores.append(float(env.rewards[i][mine[i]]))
            mine[i] = (mine[i] + 1) % 3
    scores = np.array(scores[:hands])
    return float(scores.mean()), float(scores.std() / np.sqrt(len(scores)))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="bavarian-tarock")
    parser.add_argument("--minutes", type=float, default=3.0)
    parser.add_argument("--eval-hands", type=int, default=3000)
    parser.add_argument("--export", help="write the policy for tarock arena (TAROCK_POLICY=FILE)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    policy, hands = train(args.game, seconds=60 * args.minutes, seed=args.seed)
    mean, err = evaluate(policy, args.game, hands=args.eval_hands, seed=args.seed + 1)
    print(f"{args.game}: trained on {hands} self-play hands; against random: {mean:+.3f} ± {1.96 * err:.3f} "
          f"(95%) per hand")
    if args.export:
        policy.save(args.export, args.game)
        print(f"exported to {args.export}")


if __name__ == "__main__":
    main()
