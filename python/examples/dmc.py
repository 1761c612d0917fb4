"""Deep Monte-Carlo from self-play (as DouZero learns), numpy only.

A small network estimates, for the seat to act, the settlement it will end the hand with after each legal
action: ``Q(observation, a)``, one output per action index of the factored action space (a discard taken one
card at a time, so Bavarian Tarock has 82 outputs: card plays, pass, hold, the four bids, a card to lay away,
the four trumps). Every seat of a ``BatchEnv`` plays greedily on it, exploring with probability ``epsilon``;
each decision with a choice (forced moves are not learned) is then fitted to the settlement its seat got at
the end of the hand, divided by the game's reward scale (``REWARD_SCALES``, 5.3 in Bavarian Tarock).
The return itself is the target: the bidding, which decides most of the score, learns what a hand is worth
to declare against what passing brings, and card play learns from the same signal; no baseline is needed,
since the network's estimate of each action is itself the comparison.

Snapshots are exported along the way in the format of the bot kind ``policy`` (``tarock-network-policy/1``,
played greedily by ``tarock arena``; docs/env.md), timed by the process's CPU seconds (the JVM's threads in
it included), so that ``learning_curve.py`` can draw the score against ``random`` and ``basic``:

    OPENBLAS_NUM_THREADS=1 nice -n 10 /usr/bin/python3 python/examples/dmc.py --cpu-minutes 60 \\
        --snapshots /tmp/dmc --export policy.tnp
"""

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import numpy as np  # noqa: E402

import tarock_env  # noqa: E402

FORMAT = "tarock-network-policy/1"


class Network:
    """Fully connected layers, ReLU between them; ``layers[i] = (W, b)`` with ``W`` of shape (out, in)."""

    def __init__(self, sizes, rng):
        self.sizes = list(sizes)
        self.layers = []
        for n_in, n_out in zip(sizes[:-1], sizes[1:]):
            w = (rng.standard_normal((n_out, n_in)) * np.sqrt(2.0 / n_in)).astype(np.float32)
            self.layers.append([w, np.zeros(n_out, dtype=np.float32)])
        self.layers[-1][0] *= 0.1
        self.moments = [[np.zeros_like(p) for p in layer] for layer in self.layers]
        self.squares = [[np.zeros_like(p) for p in layer] for layer in self.layers]
        self.updates = 0

    def forward(self, x):
        """The outputs of every row of ``x``, and the layers' inputs (for ``fit``)."""
        inputs = []
        for i, (w, b) in enumerate(self.layers):
            inputs.append(x)
            x = x @ w.T + b
            if i < len(self.layers) - 1:
                x = np.maximum(x, 0)
        return x, inputs

    def fit(self, x, actions, targets, lr):
        """One Adam step on the mean squared error of the chosen actions' outputs; returns the loss."""
        q, inputs = self.forward(x)
        rows = np.arange(len(x))
        err = q[rows, actions] - targets
        grad = np.zeros_like(q)
        grad[rows, actions] = 2 * err / len(x)
        self.updates += 1
        for i in range(len(self.layers) - 1, -1, -1):
            w, b = self.layers[i]
            gw = grad.T @ inputs[i]
            gb = grad.sum(axis=0)
            if i > 0:
                grad = (grad @ w) * (inputs[i] > 0)
            for j, g in enumerate((gw, gb)):
                m, v = self.moments[i][j], self.squares[i][j]
                m *= 0.9
                m += 0.1 * g
                v *= 0.999
                v += 0.001 * g * g
                step = lr * np.sqrt(1 - 0.999 ** self.updates) / (1 - 0.9 ** self.updates)
                self.layers[i][j] -= step * m / (np.sqrt(v) + 1e-8)
        return float(np.mean(err * err))

    def save(self, path, game):
        """The text format ``tarock arena`` reads: a header, then per layer one line per output unit (its
        weights over the layer's inputs, then its bias)."""
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="ascii") as f:
            f.write(f"{FORMAT} {game} {' '.join(str(s) for s in self.sizes)}\n")
            for w, b in self.layers:
                for row, bias in zip(w, b):
                    f.write(" ".join(f"{x:.5g}" for x in row) + f" {bias:.5g}\n")
        os.replace(tmp, path)


def declare_margin(src, dst, margin, game="bavarian-tarock"):
    """Writes the policy of ``src`` to ``dst`` with every bid's output lowered by ``margin`` units: the policy
    then declares only where its estimate of the bid beats the other choices by that much. Greedy play on
    estimates picks the bids whose estimates came out too high (the winner's curse), and self-play's own weak
    defence makes declaring look better than it is against another player; the margin takes that back."""
    env = tarock_env.BatchEnv(game, batch_size=1, observe=False, factored_discard=True)
    bids = [a for a in range(env.num_actions) if env.action_to_string(a).startswith("bid ")]
    with open(src, encoding="ascii") as f:
        lines = f.read().splitlines()
    actions = int(lines[0].split()[-1])
    for a in bids:
        k = len(lines) - actions + a
        fields = lines[k].split(" ")
        fields[-1] = f"{float(fields[-1]) - margin / env.reward_scale:.5g}"
        lines[k] = " ".join(fields)
    with open(dst, "w", encoding="ascii") as f:
        f.write("\n".join(lines) + "\n")


def choose(net, env, epsilon, rng):
    """One action per place: the best legal one by the network (a random legal one with probability
    ``epsilon``). Returns the actions and, for the places with a choice, their rows and the actions taken."""
    counts = env.legal_counts
    starts = env.legal_starts[:-1]
    actions = env.legal_flat[starts].copy()
    free = np.flatnonzero(counts > 1)
    if len(free) == 0:
        return actions, free
    q, _ = net.forward(env.observations[free])
    c = counts[free]
    s = np.concatenate(([0], np.cumsum(c)[:-1]))
    place = np.repeat(np.arange(len(free)), c)
    entries = np.concatenate([env.legal_flat[starts[i]:starts[i] + counts[i]] for i in free])
    qa = q[place, entries]
    top = np.maximum.reduceat(qa, s)
    first = np.minimum.reduceat(np.where(qa >= top[place], np.arange(len(qa)), len(qa)), s)
    best = entries[first]
    explore = rng.random(len(free)) < epsilon
    pick = s + (rng.random(len(free)) * c).astype(np.int64)
    actions[free] = np.where(explore, entries[pick], best)
    return actions, free


class Returns:
    """The decisions of hands still in play, held until their hands end, and the hands' settlements."""

    def __init__(self, batch, obs_size):
        self.hand = np.arange(batch, dtype=np.int64)
        self.next_hand = batch
        self.settled = {}
        self.obs = np.zeros((0, obs_size), dtype=np.float32)
        self.actions = np.zeros(0, dtype=np.int64)
        self.seats = np.zeros(0, dtype=np.int64)
        self.hands = np.zeros(0, dtype=np.int64)
        self.chunks = []

    def record(self, obs, actions, seats, places):
        self.chunks.append((obs, actions, seats, self.hand[places]))

    def finish(self, env):
        for i in np.flatnonzero(env.dones):
            self.settled[int(self.hand[i])] = env.rewards[i].copy()
            self.hand[i] = self.next_hand
            self.next_hand += 1

    def ready(self, scale):
        """The decisions whose hands are over with their targets; the others are kept."""
        parts = list(zip(*self.chunks))
        self.chunks = []
        obs = np.concatenate([self.obs, *parts[0]])
        actions = np.concatenate([self.actions, *parts[1]])
        seats = np.concatenate([self.seats, *parts[2]])
        hands = np.concatenate([self.hands, *parts[3]])
        done = np.array([h in self.settled for h in hands], dtype=bool)
        keep = ~done
        self.obs, self.actions, self.seats, self.hands = obs[keep], actions[keep], seats[keep], hands[keep]
        targets = np.array([self.settled[h][s] for h, s in zip(hands[done], seats[done])], dtype=np.float32)
        for h in set(hands[done].tolist()):
            self.settled.pop(h, None)
        return obs[done], actions[done], targets / scale


def train(game="bavarian-tarock", cpu_seconds=3600.0, batch=256, hidden=(128, 64), epsilon=0.05, lr=1e-3,
          minibatch=1024, steps_per_update=32, seed=7, snapshots=None, snapshot_every=120.0, log=print):
    """Trains until the process has used ``cpu_seconds``; returns the network and a summary."""
    env = tarock_env.BatchEnv(game, batch_size=batch, seed=seed, factored_discard=True)
    rng = np.random.default_rng(seed)
    net = Network([env.observation_size, *hidden, env.num_actions], rng)
    returns = Returns(batch, env.observation_size)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    hands = decisions = 0
    losses = []
    next_snapshot = 0.0
    history = []
    while True:
        cpu = time.process_time() - cpu0
        if snapshots and cpu >= next_snapshot:
            path = os.path.join(snapshots, f"snapshot-{len(history):03d}.tnp")
            net.save(path, game)
            history.append({"file": os.path.basename(path), "cpu_seconds": round(cpu, 1),
                            "wall_seconds": round(time.perf_counter() - wall0, 1), "hands": hands})
            with open(os.path.join(snapshots, "snapshots.json"), "w") as f:
                json.dump(history, f, indent=1)
            next_snapshot += snapshot_every
        if cpu >= cpu_seconds:
            break
        for _ in range(steps_per_update):
            obs = env.observations
            actions, free = choose(net, env, epsilon, rng)
            if len(free):
                returns.record(obs[free].copy(), actions[free].astype(np.int64),
                               env.current_seats[free].astype(np.int64), free)
            env.step(actions)
            hands += int(env.dones.sum())
            returns.finish(env)
        x, a, y = returns.ready(env.reward_scale)
        order = rng.permutation(len(x))
        for k in range(0, len(x), minibatch):
            sel = order[k:k + minibatch]
            losses.append(net.fit(x[sel], a[sel], y[sel], lr))
        decisions += len(x)
        if log and len(losses) >= 200:
            log(f"cpu {cpu:7.1f}s wall {time.perf_counter() - wall0:7.1f}s hands {hands} decisions {decisions} "
                f"loss {np.mean(losses):.4f}")
            losses = []
    summary = {"cpu_seconds": round(time.process_time() - cpu0, 1),
               "wall_seconds": round(time.perf_counter() - wall0, 1), "hands": hands, "decisions": decisions}
    return net, summary


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="bavarian-tarock")
    parser.add_argument("--cpu-minutes", type=float, default=60.0, help="the training's budget in CPU time")
    parser.add_argument("--hidden", default="128,64", help="the hidden layers' sizes")
    parser.add_argument("--batch", type=int, default=256, help="hands played side by side")
    parser.add_argument("--epsilon", type=float, default=0.05)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--seed", type=int, default=7, help="the training's deals and initial weights")
    parser.add_argument("--snapshots", help="a directory for snapshots along the way (learning_curve.py)")
    parser.add_argument("--snapshot-minutes", type=float, default=2.0, help="CPU minutes between snapshots")
    parser.add_argument("--export", help="write the trained policy for tarock arena (TAROCK_POLICY=FILE)")
    parser.add_argument("--declare-margin", type=float, default=0.0,
                        help="units by which the exported policy's bids are lowered (declare_margin)")
    parser.add_argument("--from", dest="source", help="no training: export this snapshot (with --declare-margin)")
    args = parser.parse_args()
    if args.source:
        if not args.export:
            sys.exit("dmc.py: --from needs --export FILE")
        declare_margin(args.source, args.export, args.declare_margin, args.game)
        print(f"exported {args.source} to {args.export}, bids lowered by {args.declare_margin} units")
        return
    if args.snapshots:
        os.makedirs(args.snapshots, exist_ok=True)
    hidden = tuple(int(h) for h in args.hidden.split(",") if h)
    net, summary = train(args.game, cpu_seconds=60 * args.cpu_minutes, batch=args.batch, hidden=hidden,
                         epsilon=args.epsilon, lr=args.lr, seed=args.seed, snapshots=args.snapshots,
                         snapshot_every=60 * args.snapshot_minutes)
    print(f"{args.game}: {summary['hands']} self-play hands, {summary['decisions']} decisions learned, "
          f"{summary['cpu_seconds']} CPU s, {summary['wall_seconds']} s wall")
    if args.export:
        net.save(args.export, args.game)
        if args.declare_margin:
            declare_margin(args.export, args.export, args.declare_margin, args.game)
        print(f"exported to {args.export}")


if __name__ == "__main__":
    main()
