"""Deep Monte-Carlo (as DouZero learns) against ``basic`` and against itself, with PyTorch.

A network estimates, for the seat to act, its margin at the end of the hand after each legal action (its
settlement less the mean of the other two seats', ``margin``): ``Q(observation, a)``, one output per index of
the factored action space (a discard taken one card at a time, so Bavarian Tarock has 82 outputs: card plays,
pass, hold, the four bids, a card to lay away, the four trumps).
Each place of a ``BatchEnv`` is a table of its own, drawn anew for every hand: the learner alone against two
``basic`` bots, the learner in two seats against one, or the learner in all three (self-play); the bots'
moves come from the engine (``BatchBots``). The learner plays greedily on its network, exploring with
probability ``epsilon``, and each of its decisions with a choice (forced moves are not learned) is fitted to
its seat's margin at the end of the hand, divided by the game's reward scale (``REWARD_SCALES``,
5.3 in Bavarian Tarock). The return itself is the target, so no baseline is needed: the network's estimate of
each action is the comparison. Against ``basic`` the bids learn what declaring is worth against a defence
that is not the learner's own, which self-play alone overrates.

Snapshots are exported along the way in the format of the bot kind ``policy`` (``tarock-network-policy/1``,
played greedily by ``tarock arena``; docs/env.md), timed by the process's CPU seconds (the JVM's threads in
it included), so that ``learning_curve.py`` can draw the score against ``random`` and ``basic``:

    OMP_NUM_THREADS=1 nice -n 19 /usr/bin/python3 python/examples/dmc.py --cpu-minutes 40 \\
        --snapshots /tmp/dmc --snapshot-minutes 2.5 --export policy.tnp
"""

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import numpy as np  # noqa: E402
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

import tarock_env  # noqa: E402

FORMAT = "tarock-network-policy/1"


class Network(torch.nn.Module):
    """Fully connected layers with ReLU between them. Each layer is a 1x1 convolution: Debian's PyTorch does
    its matrix products with the reference BLAS, while a convolution runs on oneDNN, about 15 times faster on
    one core. ``sizes`` is the input's size, the hidden layers', the outputs'."""

    def __init__(self, sizes, generator):
        super().__init__()
        self.sizes = list(sizes)
        self.weights = torch.nn.ParameterList()
        self.biases = torch.nn.ParameterList()
        for n_in, n_out in zip(sizes[:-1], sizes[1:]):
            w = torch.randn(n_out, n_in, 1, 1, generator=generator) * np.sqrt(2.0 / n_in)
            self.weights.append(torch.nn.Parameter(w))
            self.biases.append(torch.nn.Parameter(torch.zeros(n_out)))
        with torch.no_grad():
            self.weights[-1] *= 0.1

    def forward(self, x):
        x = x.reshape(len(x), -1, 1, 1)
        for i, (w, b) in enumerate(zip(self.weights, self.biases)):
            x = F.conv2d(x, w, b)
            if i < len(self.weights) - 1:
                x = F.relu(x)
        return x.reshape(len(x), -1)

    def scores(self, observations):
        """Every action's estimate (numpy, float32) for each row of ``observations``."""
        with torch.no_grad():
            return self(torch.from_numpy(np.require(observations, np.float32, ["C", "W"]))).numpy()

    def save(self, path, game):
        """The text format ``tarock arena`` reads: a header, then per layer one line per output unit (its
        weights over the layer's inputs, then its bias)."""
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="ascii") as f:
            f.write(f"{FORMAT} {game} {' '.join(str(s) for s in self.sizes)}\n")
            for w, b in zip(self.weights, self.biases):
                w = w.detach().numpy().reshape(w.shape[0], -1)
                for row, bias in zip(w, b.detach().numpy()):
                    f.write(" ".join(f"{x:.6g}" for x in row) + f" {bias:.6g}\n")
        os.replace(tmp, path)


def legal_entries(env, places):
    """For ``places``: the row of each of their legal actions (0.. len(places)-1), and the actions."""
    counts = env.legal_counts[places]
    rows = np.repeat(np.arange(len(places)), counts)
    first = np.cumsum(counts) - counts
    at = np.repeat(env.legal_starts[places] - first, counts) + np.arange(counts.sum())
    return rows, env.legal_flat[at]


def greedy(q, rows, entries):
    """Per row of ``q``, the legal action (``rows``, ``entries``) of the highest estimate (the lowest index
    among equals, as the engine's bot)."""
    masked = np.full(q.shape, -np.inf, dtype=np.float32)
    masked[rows, entries] = q[rows, entries]
    return masked.argmax(axis=1)


class Tables:
    """Which seats of each place the learner plays, drawn anew for every hand."""

    def __init__(self, batch, weights, rng):
        self.kinds = np.array(sorted(weights), dtype=np.int64)
        p = np.array([weights[k] for k in self.kinds], dtype=np.float64)
        self.p = p / p.sum()
        self.rng = rng
        self.learner = np.zeros((batch, 3), dtype=bool)
        self.draw(np.arange(batch))

    def draw(self, places):
        seats = self.rng.choice(self.kinds, size=len(places), p=self.p)
        ranks = self.rng.random((len(places), 3)).argsort(axis=1)
        self.learner[places] = ranks < seats[:, None]


def margin(settlement, seat):
    """A seat's settlement less the mean of the other two seats': what ``tarock arena`` counts. In a hand that
    pays nothing into the pot it is 1.5 times the settlement; where the pot takes money (Bavarian Tarock's
    Haferl) the settlement counts what every seat paid as the seat's own loss, the margin only the difference
    between the players."""
    return settlement[seat] - (settlement.sum() - settlement[seat]) / 2


class Returns:
    """The learner's decisions of hands still in play, held until their hands end, and the hands' settlements."""

    def __init__(self, batch, obs_size):
        self.hand = np.arange(batch, dtype=np.int64)
        self.next_hand = batch
        self.settled = {}
        self.kept = (np.zeros((0, obs_size), dtype=np.float32), np.zeros(0, dtype=np.int64),
                     np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64))
        self.chunks = []

    def record(self, obs, actions, seats, places):
        self.chunks.append((obs, actions, seats, self.hand[places]))

    def finish(self, env):
        """Keeps the settlements of the hands that ended in the last step; returns their places."""
        ended = np.flatnonzero(env.dones)
        for i in ended:
            self.settled[int(self.hand[i])] = env.rewards[i].copy()
            self.hand[i] = self.next_hand
            self.next_hand += 1
        return ended

    def ready(self, scale):
        """The decisions whose hands are over with their targets; the others are kept."""
        parts = [np.concatenate([k, *c]) for k, c in zip(self.kept, zip(*self.chunks))] if self.chunks \
            else list(self.kept)
        self.chunks = []
        obs, actions, seats, hands = parts
        done = np.array([h in self.settled for h in hands.tolist()], dtype=bool)
        self.kept = tuple(p[~done] for p in parts)
        targets = np.array([margin(self.settled[h], s) for h, s in zip(hands[done].tolist(), seats[done].tolist())],
                           dtype=np.float32)
        for h in set(hands[done].tolist()):
            del self.settled[h]
        return obs[done], actions[done], targets / scale


def fit(net, optimiser, x, actions, targets):
    """One step of ``optimiser`` on the mean squared error of the chosen actions' outputs; returns the loss."""
    q = net(torch.from_numpy(x))
    loss = F.mse_loss(q.gather(1, torch.from_numpy(actions)[:, None])[:, 0], torch.from_numpy(targets))
    optimiser.zero_grad()
    loss.backward()
    optimiser.step()
    return loss.item()


def train(game="bavarian-tarock", cpu_seconds=3600.0, hands_budget=None, batch=256, hidden=(256, 128),
          epsilon=0.05, lr=3e-4, minibatch=1024, steps_per_update=16, opponent="basic", tables=None, seed=7,
          snapshots=None, snapshot_every=120.0, log=print):
    """Trains until the process has used ``cpu_seconds`` (or played ``hands_budget`` hands, counted at the fits:
    the same hands every time); returns the network and a summary. ``tables`` weighs
    the tables by the learner's number of seats (1: alone against two bots, 2: in two seats against one, 3:
    self-play); ``opponent=None`` is self-play alone."""
    torch.set_num_threads(1)
    torch.manual_seed(seed)
    tables = tables or ({1: 1.0, 2: 1.0, 3: 1.0} if opponent else {3: 1.0})
    env = tarock_env.BatchEnv(game, batch_size=batch, seed=seed, factored_discard=True)
    bots = tarock_env.BatchBots(env, opponent, seed) if opponent and min(tables) < 3 else None
    rng = np.random.default_rng(seed)
    net = Network([env.observation_size, *hidden, env.num_actions], torch.Generator().manual_seed(seed))
    optimiser = torch.optim.Adam(net.parameters(), lr=lr)
    seating = Tables(batch, tables, rng)
    returns = Returns(batch, env.observation_size)
    places = np.arange(batch)
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
        if cpu >= cpu_seconds or (hands_budget is not None and hands >= hands_budget):
            break
        for _ in range(steps_per_update):
            seats = env.current_seats
            mine = seating.learner[places, seats]
            actions = env.legal_flat[env.legal_starts[:-1]].copy()
            if bots is not None and not mine.all():
                theirs = np.flatnonzero(~mine)
                actions[theirs] = bots.actions(theirs)
            free = np.flatnonzero(mine & (env.legal_counts > 1))
            if len(free):
                obs = env.observations[free].copy()
                rows, entries = legal_entries(env, free)
                chosen = greedy(net.scores(obs), rows, entries)
                explore = rng.random(len(free)) < epsilon
                pick = env.legal_starts[free] + (rng.random(len(free)) * env.legal_counts[free]).astype(np.int64)
                chosen[explore] = env.legal_flat[pick[explore]]
                actions[free] = chosen
                returns.record(obs, chosen.astype(np.int64), seats[free].astype(np.int64), free)
            env.step(actions)
            ended = returns.finish(env)
            hands += len(ended)
            seating.draw(ended)
        x, a, y = returns.ready(env.reward_scale)
        order = rng.permutation(len(x))
        for k in range(0, len(x), minibatch):
            sel = order[k:k + minibatch]
            losses.append(fit(net, optimiser, x[sel], a[sel], y[sel]))
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
    parser.add_argument("--hands", type=int, help="instead: stop after this many hands (a run that plays the "
                        "same every time)")
    parser.add_argument("--hidden", default="256,128", help="the hidden layers' sizes")
    parser.add_argument("--batch", type=int, default=256, help="hands played side by side")
    parser.add_argument("--epsilon", type=float, default=0.05)
    parser.add_argument("--lr", type=float, default=3e-4)
    parser.add_argument("--opponent", default="basic", help="the bot kind at the learner's tables; 'none': "
                        "self-play alone")
    parser.add_argument("--tables", default="1,1,1", help="weights of the tables where the learner has 1, 2 "
                        "and 3 seats")
    parser.add_argument("--seed", type=int, default=7, help="the training's deals, bots and initial weights")
    parser.add_argument("--snapshots", help="a directory for snapshots along the way (learning_curve.py)")
    parser.add_argument("--snapshot-minutes", type=float, default=2.0, help="CPU minutes between snapshots")
    parser.add_argument("--export", help="write the trained policy for tarock arena (TAROCK_POLICY=FILE)")
    args = parser.parse_args()
    if args.snapshots:
        os.makedirs(args.snapshots, exist_ok=True)
    hidden = tuple(int(h) for h in args.hidden.split(",") if h)
    opponent = None if args.opponent == "none" else args.opponent
    weights = [float(w) for w in args.tables.split(",")]
    tables = {k + 1: w for k, w in enumerate(weights) if w > 0} if opponent else {3: 1.0}
    cpu_seconds = float("inf") if args.hands else 60 * args.cpu_minutes
    net, summary = train(args.game, cpu_seconds=cpu_seconds, hands_budget=args.hands, batch=args.batch,
                         hidden=hidden, epsilon=args.epsilon, lr=args.lr, opponent=opponent, tables=tables,
                         seed=args.seed, snapshots=args.snapshots, snapshot_every=60 * args.snapshot_minutes)
    print(f"{args.game}: {summary['hands']} hands, {summary['decisions']} decisions learned, "
          f"{summary['cpu_seconds']} CPU s, {summary['wall_seconds']} s wall")
    if args.export:
        net.save(args.export, args.game)
        print(f"exported to {args.export}")


if __name__ == "__main__":
    main()
