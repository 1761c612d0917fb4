"""Environment steps per second from Python through BatchEnv (batch 1,024, random actions from the legal
actions, observations read every step unless --no-observations), one line per game: 'GAME env-steps/s: N'
(median of timed runs). Steps are counted per second of this process's CPU time (the JVM's threads
included), so that the figure means one core also on a machine others share; --wall counts wall time."""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np  # noqa: E402

import tarock_env  # noqa: E402


def steps_per_second(game, batch, runs, seconds, warmup, observe, clock):
    env = tarock_env.BatchEnv(game, batch_size=batch, seed=12345, observe=observe)
    rng = np.random.default_rng(54321)
    deadline = clock() + warmup
    while clock() < deadline:
        env.step(env.random_actions(rng))
    rates = []
    for _ in range(runs):
        start = clock()
        steps = 0
        while True:
            env.step(env.random_actions(rng))
            steps += batch
            now = clock()
            if now - start >= seconds:
                break
        rates.append(steps / (now - start))
    return int(sorted(rates)[len(rates) // 2])


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", help="only this game (default: every game)")
    parser.add_argument("--batch", type=int, default=1024)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.0, help="length of each timed run")
    parser.add_argument("--warmup", type=float, default=5.0,
                        help="seconds stepped before timing: the JVM's compiler threads, counted in the process's "
                             "CPU time, are busy for the first seconds")
    parser.add_argument("--no-observations", action="store_true", help="legal actions and rewards only")
    parser.add_argument("--wall", action="store_true", help="count wall time instead of CPU time")
    args = parser.parse_args()
    clock = time.perf_counter if args.wall else time.process_time
    for game in [args.game] if args.game else tarock_env.games():
        rate = steps_per_second(game, args.batch, args.runs, args.seconds, args.warmup, not args.no_observations,
                                clock)
        print(f"{game} env-steps/s: {rate}", flush=True)


if __name__ == "__main__":
    main()
