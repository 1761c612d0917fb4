"""Environment steps per second from Python through BatchEnv (batch 1,024, random actions from the legal
actions, observations read every step), one line per game: 'GAME env-steps/s: N' (median of timed runs)."""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np  # noqa: E402

import tarock_env  # noqa: E402


def steps_per_second(game, batch, runs, seconds):
    env = tarock_env.BatchEnv(game, batch_size=batch, seed=12345)
    rng = np.random.default_rng(54321)
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        env.step(env.random_actions(rng))
    rates = []
    for _ in range(runs):
        start = time.perf_counter()
        steps = 0
        while True:
            env.step(env.random_actions(rng))
            steps += batch
            now = time.perf_counter()
            if now - start >= seconds:
                break
        rates.append(steps / (now - start))
    return int(sorted(rates)[len(rates) // 2])


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", help="only this game (default: every game)")
    parser.add_argument("--batch", type=int, default=1024)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.0)
    args = parser.parse_args()
    for game in [args.game] if args.game else tarock_env.games():
        print(f"{game} env-steps/s: {steps_per_second(game, args.batch, args.runs, args.seconds)}", flush=True)


if __name__ == "__main__":
    main()
