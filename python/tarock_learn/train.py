"""Trains one of the expert's learned models from ``tarock selfplay`` data and exports it for the bots.

    OMP_NUM_THREADS=1 nice -n 19 /usr/bin/python3 -m tarock_learn.train --model policy \\
        --data runs/bavarian-1000,runs/bavarian-1001 --out solver/src/main/resources/org/tarock/solver/models/bavarian-tarock-policy.tnp

(from the repository's ``python`` directory, or with ``PYTHONPATH=python``). Two models (docs/bots.md,
"The learned models"):

* ``policy``: the probability of each legal action given the seat's observation, a softmax over the legal
  actions' outputs (``output=logits``), fitted to the bots' own choices (not the exploration's) of every decision
  whose action is public (not a discard), by cross-entropy. The expert weighs its sampled deals with it.
* ``value``: what an action of a decision before card play is worth beyond its search's estimate: fitted to
  the outcome minus the bot's estimate of that action (``output=value scale=S``, units of settlement), on the
  decisions of the ``--kinds`` that searched them. The outcome of the action taken is the hand's worth to the
  seat; that of an untaken action is its play-out, where the data has them (``tarock selfplay
  --alternatives``), so that the actions are learned alike and not only the ones the search chose. The expert
  adds it to its estimates.

A tenth of the hands (by a hash of the file's seed and the hand's number) is held out: training stops when the
held-out loss has not improved for ``--patience`` epochs, and the weights of the best epoch are exported. The
manifest ``OUT.json`` beside the model holds the data (each directory's seed, hands, bots), the command, the
commit, the seed, and the held-out figures (the policy's log-loss per decision, and ``basic``'s model's
when JPype and the project's jar are there; the value's error against the outcomes). Reproducible from
``--seed`` (one thread; the data files in the order given).
"""

import argparse
import json
import os
import subprocess
import sys
import time

import numpy as np
import torch

from tarock_learn import decisions as D
from tarock_learn import network

PLAY = D.PHASES.index("play")
DISCARD = D.PHASES.index("discard")
REWARD_SCALES = {"german-tarok": 748.2, "bavarian-tarock": 5.3, "leipzig-taroc": 17.5, "husarln": 56.9}


def load(dirs):
    """The decisions of every directory, concatenated, with each decision's hand's key (unique over the
    directories) and the directories' settings."""
    parts, keys, settings = [], [], []
    for k, path in enumerate(dirs):
        with open(os.path.join(path, "selfplay.json")) as f:
            s = json.load(f)
        d = D.read(os.path.join(path, "decisions.bin.gz"))
        parts.append(d)
        keys.append(d.hand.astype(np.int64) * 1_000_003 + s["seed"] * 7_919)
        settings.append({"dir": os.path.basename(os.path.normpath(path)), **{k2: s[k2] for k2 in
                        ("seed", "hands", "bots", "explore", "decisions")}})
    return D.concat(parts), np.concatenate(keys), settings


def held_out(keys):
    """A tenth of the hands, by a hash of their keys."""
    return (keys * 2_654_435_761 % 4_294_967_296) % 10 == 0


class Net(torch.nn.Module):
    def __init__(self, sizes):
        super().__init__()
        self.layers = torch.nn.ModuleList(torch.nn.Linear(a, b) for a, b in zip(sizes[:-1], sizes[1:]))

    def forward(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i < len(self.layers) - 1:
                x = torch.relu(x)
        return x

    def export(self):
        return [(l.weight.detach().numpy().copy(), l.bias.detach().numpy().copy()) for l in self.layers]


class Rows:
    """The rows a model learns from: their features, legal outputs and targets, built batch by batch."""

    def __init__(self, d, rows, outputs, target=None, actions=None):
        """``rows`` the decisions (one may come several times), ``target`` one per row, ``actions`` the action
        each row's output is (default: the action taken)."""
        self.d, self.rows, self.outputs = d, rows, outputs
        self.target = target
        self.legal_starts = np.concatenate(([0], np.cumsum(d.legal_starts[rows + 1] - d.legal_starts[rows])))
        _, at = D._spans(d.legal_starts, rows)
        self.legal = d.factored(d.legal[at])
        self.choice = d.factored(d.choice[rows] if actions is None else actions)

    def __len__(self):
        return len(self.rows)

    def batch(self, sel):
        x = torch.from_numpy(self.d.features(self.rows[sel]))
        mask = torch.zeros((len(sel), self.outputs), dtype=torch.bool)
        which, at = D._spans(self.legal_starts, sel)
        mask[torch.from_numpy(which), torch.from_numpy(self.legal[at])] = True
        choice = torch.from_numpy(self.choice[sel])
        target = None if self.target is None else torch.from_numpy(self.target[sel].astype(np.float32))
        return x, mask, choice, target


def policy_loss(net, x, mask, choice, _):
    logits = net(x).masked_fill(~mask, float("-inf"))
    return torch.nn.functional.cross_entropy(logits, choice, reduction="sum")


def value_loss(net, x, _, choice, target):
    out = net(x).gather(1, choice[:, None])[:, 0]
    return ((out - target) ** 2).sum()


def evaluate(net, rows, loss, size=4096):
    net.eval()
    total = 0.0
    with torch.no_grad():
        for k in range(0, len(rows), size):
            total += float(loss(net, *rows.batch(np.arange(k, min(k + size, len(rows))))))
    net.train()
    return total / max(1, len(rows))


def fit(train, test, loss, sizes, seed, lr, weight_decay, batch, max_epochs, patience, log):
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    net = Net(sizes)
    opt = torch.optim.Adam(net.parameters(), lr=lr, weight_decay=weight_decay)
    best, best_state, waited, history = float("inf"), None, 0, []
    for epoch in range(max_epochs):
        order = rng.permutation(len(train))
        for k in range(0, len(order), batch):
            opt.zero_grad()
            sel = order[k:k + batch]
            (loss(net, *train.batch(sel)) / len(sel)).backward()
            opt.step()
        held = evaluate(net, test, loss)
        history.append(round(held, 5))
        log(f"epoch {epoch + 1}: held-out loss {held:.5f}")
        if held < best - 1e-5:
            best, best_state, waited = held, {k: v.clone() for k, v in net.state_dict().items()}, 0
        else:
            waited += 1
            if waited >= patience:
                break
    net.load_state_dict(best_state)
    return net, best, history


def basic_log_loss(d, rows, dirs):
    """``basic``'s model of the others' choices (the classic expert's inference: ``basic``'s choice with relative
    probability 1, every other legal action 0.4 in card play and 0.25 in the auction) on ``rows``, per decision,
    from the hands' records replayed in Java; None without JPype or the jar."""
    try:
        from tarock_env import _java
        reader = _java.cls("org.tarock.records.RecordReader")
        basic = _java.cls("org.tarock.bots.BasicBot")
    except Exception as e:  # noqa: BLE001 - any failure to start Java only leaves the figure out
        print(f"basic's log-loss left out: {e}", file=sys.stderr)
        return None
    bot = basic(0)
    # Each decision is found in its hand's record (file, hand) as the hand's how-many-th decision with a choice.
    losses = {}
    offset = 0
    for path in dirs:
        with open(os.path.join(path, "selfplay.json")) as f:
            n = json.load(f)["decisions"]
        with open(os.path.join(path, "hands.jsonl")) as f:
            lines = f.readlines()
        mine = [r for r in rows if offset <= r < offset + n]
        by_hand = {}
        for r in mine:
            by_hand.setdefault(int(d.hand[r]), []).append(r)
        for h, rs in by_hand.items():
            record = reader.read(lines[h])
            state = record.replay()
            game = state.game()
            fresh = game.newHand(state.deal(), state.dealer(), state.carryBefore())
            pending = sorted(rs)
            step = 0
            for move in state.moves():
                view = fresh.view(move.seat())
                if view.legal().size() > 1:
                    if pending and step == _rank(d, pending[0], offset, h):
                        r = pending.pop(0)
                        n_legal = view.legal().size()
                        eps = 0.4 if view.phase().name() == "PLAY" else 0.25
                        same = bot.choose(game, view) == move.action()
                        losses[r] = -np.log((1.0 if same else eps) / (1 + eps * (n_legal - 1)))
                    step += 1
                fresh.apply(move.seat(), move.action())
        offset += n
    return losses


def _rank(d, r, offset, hand):
    """The place of decision ``r`` among its hand's decisions (the file keeps a hand's decisions together)."""
    first = r
    while first > offset and d.hand[first - 1] == hand:
        first -= 1
    return r - first


def commit():
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                              cwd=os.path.dirname(os.path.abspath(__file__))).stdout.strip() or None
    except OSError:
        return None


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", choices=["policy", "value"], required=True)
    parser.add_argument("--data", required=True, help="self-play directories, comma-separated")
    parser.add_argument("--out", required=True, help="the model file (.tnp); its manifest is written beside it")
    parser.add_argument("--kinds", help="value: the bot kinds whose decisions are learned (default: all)")
    parser.add_argument("--learn", choices=["correction", "outcome"], default="correction",
                        help="value: the outcome beyond the search's estimate, or the outcome itself")
    parser.add_argument("--weight", type=float, default=1.0,
                        help="value: the share of the model in the expert's sum (the attribute weight)")
    parser.add_argument("--hidden", default="128,64")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--weight-decay", type=float, default=0.0)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--epochs", type=int, default=30)
    parser.add_argument("--patience", type=int, default=2)
    parser.add_argument("--no-basic", action="store_true", help="policy: leave basic's log-loss out (no JVM)")
    args = parser.parse_args(argv)
    torch.set_num_threads(1)
    dirs = args.data.split(",")
    started = time.process_time()
    d, keys, settings = load(dirs)
    game = d.header["game"]
    outputs = sum(b[3] for b in d.header["factored"])
    scale = REWARD_SCALES[game]
    test_hand = held_out(keys)
    legal_ok = np.ones(len(d), dtype=bool)
    multi = d.factored(d.legal) < 0
    if multi.any():
        legal_ok = np.add.reduceat(multi, d.legal_starts[:-1]) == 0
    if args.model == "policy":
        usable = (d.phase != DISCARD) & ~d.explored & legal_ok & (d.factored(d.choice) >= 0)
        target, loss = None, policy_loss
        attributes = {"output": "logits"}
    else:
        kinds = d.header["kinds"] if not args.kinds else args.kinds.split(",")
        kind_ok = np.isin(np.array(d.header["kinds"])[d.kind], kinds)
        usable = (d.phase != PLAY) & (d.phase != DISCARD) & legal_ok & kind_ok & d.estimated
        rows, actions, outcome, estimate = value_pairs(d, usable)
        target = (outcome - (estimate if args.learn == "correction" else 0)) / 2.0 / scale
        loss = value_loss
        attributes = {"output": "value", "scale": scale, "value": args.learn}
        if args.weight != 1.0:
            attributes["weight"] = args.weight
    if args.model == "policy":
        train_rows = Rows(d, np.flatnonzero(usable & ~test_hand), outputs)
        test_rows = Rows(d, np.flatnonzero(usable & test_hand), outputs)
    else:
        held = test_hand[rows]
        train_rows = Rows(d, rows[~held], outputs, target[~held], actions[~held])
        test_rows = Rows(d, rows[held], outputs, target[held], actions[held])
    print(f"{game} {args.model}: {len(train_rows)} {'decisions' if args.model == 'policy' else 'actions'} to learn "
          f"from, {len(test_rows)} held out", flush=True)
    sizes = [d.observation_size, *[int(h) for h in args.hidden.split(",") if h], outputs]
    net, best, history = fit(train_rows, test_rows, loss, sizes, args.seed, args.lr, args.weight_decay, args.batch,
                             args.epochs, args.patience, lambda m: print(m, flush=True))
    network.save(args.out, game, net.export(), **attributes)
    figures = {"held_out_loss_per_epoch": history}
    if args.model == "policy":
        figures.update(policy_figures(net, d, test_rows, dirs, not args.no_basic))
    else:
        figures.update(value_figures(net, d, test_rows, outcome[held], estimate[held], actions[held], scale,
                                     args.learn))
    manifest = {
        "game": game, "model": args.model, "file": os.path.basename(args.out), "format": network.FORMAT,
        "attributes": attributes, "sizes": sizes, "data": settings,
        "command": "python3 -m tarock_learn.train " + " ".join(argv if argv is not None else sys.argv[1:]),
        "commit": commit(), "seed": args.seed, "train_rows": len(train_rows), "held_out_rows": len(test_rows),
        "cpu_seconds": round(time.process_time() - started, 1), **figures,
    }
    with open(os.path.splitext(args.out)[0] + ".json", "w") as f:
        json.dump(manifest, f, indent=1)
        f.write("\n")
    print(json.dumps(figures, indent=1))


def policy_figures(net, d, test, dirs, with_basic):
    """Held-out log-loss per decision (nats) by phase, the network's and, where it can be had, basic's model's."""
    net.eval()
    per = np.zeros(len(test))
    with torch.no_grad():
        for k in range(0, len(test), 4096):
            sel = np.arange(k, min(k + 4096, len(test)))
            x, mask, choice, _ = test.batch(sel)
            logits = net(x).masked_fill(~mask, float("-inf"))
            per[sel] = torch.nn.functional.cross_entropy(logits, choice, reduction="none").numpy()
    phases = d.phase[test.rows]
    out = {"log_loss": {D.PHASES[p]: round(float(per[phases == p].mean()), 4) for p in np.unique(phases)}}
    out["log_loss"]["all"] = round(float(per.mean()), 4)
    if with_basic:
        basic = basic_log_loss(d, test.rows, dirs)
        if basic is not None:
            b = np.array([basic[r] for r in test.rows])
            out["basic_log_loss"] = {D.PHASES[p]: round(float(b[phases == p].mean()), 4) for p in np.unique(phases)}
            out["basic_log_loss"]["all"] = round(float(b.mean()), 4)
    return out


def value_pairs(d, usable):
    """The actions the value learns from: of every ``usable`` decision each legal action with an estimate and an
    outcome (the action taken: the hand's worth; another: its play-out, if the data has one). Their decisions,
    actions, outcomes and estimates (half units)."""
    rows = np.flatnonzero(usable)
    which, at = D._spans(d.legal_starts, rows)
    rows = rows[which]
    taken = d.legal[at] == d.choice[rows]
    outcome = np.where(taken, d.worth()[rows], d.outcomes[at])
    estimate = d.estimates[at].astype(np.float64)
    keep = np.isfinite(outcome) & np.isfinite(estimate)
    return rows[keep], d.legal[at][keep], outcome[keep], estimate[keep]


def value_figures(net, d, test, outcome, estimate, actions, scale, learn):
    """Held-out root mean squared error, in units, of the outcome predicted by the search's estimate alone and by
    the estimate with the learned correction, per phase, and for the actions taken and the others apart (the
    taken ones' estimates came out highest, so their residual is the lower)."""
    net.eval()
    with torch.no_grad():
        pred = np.concatenate([net(test.batch(np.arange(k, min(k + 4096, len(test))))[0]).gather(
            1, torch.from_numpy(test.choice[k:k + 4096])[:, None])[:, 0].numpy() for k in range(0, len(test), 4096)])
    rows = test.rows
    worth = outcome / 2.0
    est = estimate / 2.0
    # What the model adds to the estimate, in units: its output, or (learning the outcome) its output in its place.
    correction = pred * scale - (est if learn == "outcome" else 0)
    phases = d.phase[rows]
    taken = actions == d.choice[rows]
    out = {}
    groups = [("all", np.ones(len(rows), bool)), ("taken", taken), ("untaken", ~taken)]
    for name, sel in groups + [(D.PHASES[p], phases == p) for p in np.unique(phases)]:
        if not sel.any():
            continue
        out[name] = {"actions": int(sel.sum()),
                     "rmse_estimate": round(float(np.sqrt(np.mean((worth[sel] - est[sel]) ** 2))), 4),
                     "rmse_estimate_and_model": round(float(np.sqrt(np.mean(
                         (worth[sel] - est[sel] - correction[sel]) ** 2))), 4),
                     "mean_residual": round(float(np.mean(worth[sel] - est[sel])), 4)}
    return {"value_error_units": out, "choices": choice_figures(rows, worth, est, correction, d)}


def choice_figures(rows, worth, est, correction, d):
    """On the held-out decisions whose every estimated action has an outcome: the outcome (units) of the action
    the estimate alone chooses and of the one it chooses with the model's correction, in full and at fractions
    of it, each a paired mean difference with its 95% interval and the share of decisions it changes. Every
    action's outcome is one played hand, so each choice's mean is an unbiased measure of the choosing."""
    starts = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]])
    ends = np.r_[starts[1:], len(rows)]
    d_legal = d.legal_starts[rows[starts] + 1] - d.legal_starts[rows[starts]]
    estimated = np.array([np.isfinite(d.estimates[d.legal_starts[r]:d.legal_starts[r + 1]]).sum()
                          for r in rows[starts]])
    complete = (ends - starts == estimated) & (ends - starts > 1)
    out = {"decisions": int(complete.sum()), "legal_actions_mean": round(float(d_legal[complete].mean()), 2)
           if complete.any() else 0}
    if not complete.any():
        return out

    def picks(score):
        """Per complete decision, the place in ``rows`` of the action of the highest score."""
        return np.array([a + int(np.argmax(score[a:b])) for a, b in zip(starts[complete], ends[complete])])

    by_estimate = picks(est)
    alone = worth[by_estimate]
    out["estimate"] = round(float(alone.mean()), 4)
    for fraction in (0.25, 0.5, 1.0):
        with_correction = picks(est + fraction * correction)
        with_model = worth[with_correction]
        diff = with_model - alone
        changed = np.mean(with_correction != by_estimate)
        half = 1.96 * diff.std(ddof=1) / np.sqrt(len(diff)) if len(diff) > 1 else float("nan")
        out[f"estimate_and_model_{fraction}"] = {
            "mean": round(float(with_model.mean()), 4), "gain": round(float(diff.mean()), 4),
            "gain_95": [round(float(diff.mean() - half), 4), round(float(diff.mean() + half), 4)],
            "changed": round(float(changed), 4)}
    return out


if __name__ == "__main__":
    main()
