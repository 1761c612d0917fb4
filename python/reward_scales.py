"""Prints, per game, the spread of one seat's settlement under uniformly random play with the default rules:
the standard deviation (tarock_env.REWARD_SCALES), the mean absolute value, the largest, and the share of
hands whose settlements do not add up to zero (money into or out of a pot).

    PYTHONPATH=python /usr/bin/python3 python/reward_scales.py --hands 200000 --seed 1
"""

import argparse

import numpy as np

import tarock_env


def spread(game, hands, seed):
    env = tarock_env.BatchEnv(game, batch_size=1024, seed=seed, observe=False)
    rng = np.random.default_rng(seed)
    rewards = []
    while len(rewards) < hands:
        env.step(env.random_actions(rng))
        rewards.extend(env.rewards[env.dones].tolist())
    r = np.array(rewards[:hands], dtype=np.float64)
    return {"std": r.std(), "mean_abs": np.abs(r).mean(), "max_abs": np.abs(r).max(),
            "not_zero_sum": float(np.mean(np.abs(r.sum(axis=1)) > 1e-9))}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for game in tarock_env.games():
        s = spread(game, args.hands, args.seed)
        print(f"{game}: std {s['std']:.1f}, mean |r| {s['mean_abs']:.1f}, max |r| {s['max_abs']:g}, "
              f"not zero-sum {100 * s['not_zero_sum']:.2f}% of {args.hands} hands")


if __name__ == "__main__":
    main()
