"""Environment steps per second from Python through BatchEnv (batch 1,024, random actions from the legal
actions, observations read every step unless --no-observations), one line per game: 'GAME env-steps/s: N'
(median of timed runs). Steps are counted per second of this process's CPU time (the JVM's threads
included), so that the figure means one core also on a machine others share; --wall counts wall time.

--calls N: instead, the wall time of one call of the AEC environment's observe() and legal_actions() at every
position of N random hands per game, after warm-up hands: per phase (the discard included) the median, the
99th percentile and the largest, in microseconds, of observe()'s first call at a position (which reads the
tensor from the engine), a repeated one, and legal_actions()."""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np  # noqa: E402

import tarock_env  # noqa: E402


def steps_per_second(game, batch, runs, seconds, warmup, observe, clock, factored=False):
    env = tarock_env.BatchEnv(game, batch_size=batch, seed=12345, observe=observe, factored_discard=factored)
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


def call_times(game, hands, warmup, factored):
    """Per phase, the per-call times (ns) of observe (first and repeated call at a position) and legal_actions."""
    options = {"factored_discard": True} if factored else {}
    env = tarock_env.env(game, seed=12345, **options)
    rng = np.random.default_rng(54321)
    clock = time.perf_counter_ns
    times = {}
    for hand in range(warmup + hands):
        env.reset()
        while not env.terminations[env.agent_selection]:
            agent = env.agent_selection
            t0 = clock()
            env.observe(agent)
            t1 = clock()
            env.observe(agent)
            t2 = clock()
            legal = env.legal_actions()
            t3 = clock()
            if hand >= warmup:
                phase = str(env._hand.state().phase()).lower()
                for name, t in (("observe", t1 - t0), ("observe again", t2 - t1), ("legal_actions", t3 - t2)):
                    times.setdefault(phase, {}).setdefault(name, []).append(t)
            env.step(int(legal[int(rng.integers(len(legal)))]))
    return times


def print_call_times(game, times):
    for phase, by_call in times.items():
        for name, ts in by_call.items():
            ts = np.array(ts) / 1000
            print(f"{game} {phase} {name} us: median {np.median(ts):.2f} p99 {np.percentile(ts, 99):.2f} "
                  f"max {ts.max():.1f} ({len(ts)} positions)", flush=True)


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
    parser.add_argument("--calls", type=int, metavar="N",
                        help="time observe() and legal_actions() per call at every position of N hands per game")
    parser.add_argument("--factored-discard", action="store_true", help="the factored discard")
    args = parser.parse_args()
    clock = time.perf_counter if args.wall else time.process_time
    if args.calls:
        for game in [args.game] if args.game else tarock_env.games():
            print_call_times(game, call_times(game, args.calls, max(1, args.calls // 5), args.factored_discard))
        return
    for game in [args.game] if args.game else tarock_env.games():
        rate = steps_per_second(game, args.batch, args.runs, args.seconds, args.warmup, not args.no_observations,
                                clock, args.factored_discard)
        print(f"{game} env-steps/s: {rate}", flush=True)


if __name__ == "__main__":
    main()
