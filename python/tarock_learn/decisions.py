"""The self-play decisions file ``tarock-decisions/2`` (``tarock selfplay``; docs/bots.md, "Self-play data").

A gzip stream: a text header (lines ``tarock-decisions/2``, ``game ID``, ``observation SIZE``, ``block WORD CARDS
OFFSET SIZE`` per block of the action space the records index, ``factored WORD CARDS OFFSET SIZE`` per block of
the space with the factored discard, ``kinds KIND...``, ``end``), then one little-endian record per decision:
int32 hand, uint8 seat, uint8 phase, uint8 kind, uint8 flags (1: explored), int32 choice, int32 n and n int32
legal actions, int32 e (0 or n) and e float32 estimates (half units, NaN where not searched), int32 o (0 or n)
and o float32 outcomes (half units: the worth of the hand played on from each untaken action, NaN for the action
taken), int32 x 3 settlement, int32 pot (both in half units), uint16 f, f uint16 feature indices and f float32 values.

``read(path)`` gives a ``Decisions`` of numpy arrays (ragged fields as CSR: ``*_starts`` of length rows + 1);
``write(path, decisions)`` writes one back, byte for byte the same records. numpy only.
"""

import gzip
import struct

import numpy as np

FORMAT = "tarock-decisions/2"
PHASES = ["annulment", "auction", "stock", "discard", "trump", "announcement", "declarations", "play", "over"]
_HEAD = struct.Struct("<iBBBBii")


class Decisions:
    """The header and records of a decisions file, column by column."""

    def __init__(self, header, hand, seat, phase, kind, explored, choice, legal_starts, legal, estimated,
                 estimates, played_out, outcomes, settlement, pot, feature_starts, feature_index, feature_value):
        self.header = header
        self.hand, self.seat, self.phase, self.kind, self.explored, self.choice = hand, seat, phase, kind, explored, choice
        self.legal_starts, self.legal = legal_starts, legal
        self.estimated, self.estimates = estimated, estimates
        self.played_out, self.outcomes = played_out, outcomes
        self.settlement, self.pot = settlement, pot
        self.feature_starts, self.feature_index, self.feature_value = feature_starts, feature_index, feature_value

    def __len__(self):
        return len(self.hand)

    @property
    def observation_size(self):
        return self.header["observation"]

    def features(self, rows):
        """The dense observations of ``rows`` (an index array), float32, one row each."""
        rows = np.asarray(rows)
        out = np.zeros((len(rows), self.observation_size), dtype=np.float32)
        which, at = _spans(self.feature_starts, rows)
        out[which, self.feature_index[at]] = self.feature_value[at]
        return out

    def worth(self):
        """Per decision, the hand's worth to the deciding seat in half units: its settlement and a third of the pot."""
        return self.settlement[np.arange(len(self)), self.seat] + self.pot / 3.0

    def factored(self, indices):
        """Action indices of the records' space in the space with the factored discard; -1 for a discard of several
        cards, which that space takes one card at a time."""
        indices = np.asarray(indices)
        out = np.full(indices.shape, -1, dtype=np.int64)
        factored = {(w, c): o for w, c, o, _ in self.header["factored"]}
        for word, cards, offset, size in self.header["blocks"]:
            inside = (indices >= offset) & (indices < offset + size)
            target = factored.get((word, cards))
            if target is not None:
                out[inside] = indices[inside] - offset + target
        return out

    def subset(self, rows):
        """The decisions of ``rows`` (sorted indices) as a new ``Decisions``."""
        rows = np.asarray(rows)

        def ragged(starts, *values):
            _, at = _spans(starts, rows)
            new_starts = np.concatenate(([0], np.cumsum(starts[rows + 1] - starts[rows]))).astype(np.int64)
            return (new_starts, *[v[at] for v in values])

        ls, legal, estimates, outcomes = ragged(self.legal_starts, self.legal, self.estimates, self.outcomes)
        fs, fi, fv = ragged(self.feature_starts, self.feature_index, self.feature_value)
        return Decisions(self.header, self.hand[rows], self.seat[rows], self.phase[rows], self.kind[rows],
                         self.explored[rows], self.choice[rows], ls, legal, self.estimated[rows], estimates,
                         self.played_out[rows], outcomes, self.settlement[rows], self.pot[rows], fs, fi, fv)


def concat(parts):
    """One ``Decisions`` of several files' decisions of the same game, in order (their hands keep their numbers)."""
    first = parts[0].header
    for p in parts[1:]:
        if (p.header["game"], p.header["observation"], p.header["blocks"]) != (first["game"], first["observation"],
                                                                                first["blocks"]):
            raise ValueError("the files are of different games or rule sets")
    kinds = []
    for p in parts:
        kinds += [k for k in p.header["kinds"] if k not in kinds]
    header = {**first, "kinds": kinds}

    def starts(name):
        out, base = [np.zeros(1, np.int64)], 0
        for p in parts:
            s = getattr(p, name)
            out.append(s[1:] + base)
            base += s[-1]
        return np.concatenate(out)

    cat = lambda name: np.concatenate([getattr(p, name) for p in parts])  # noqa: E731
    kind = np.concatenate([np.array([kinds.index(p.header["kinds"][k]) for k in p.kind], dtype=np.uint8)
                           if len(p) else np.zeros(0, np.uint8) for p in parts])
    return Decisions(header, cat("hand"), cat("seat"), cat("phase"), kind, cat("explored"), cat("choice"),
                     starts("legal_starts"), cat("legal"), cat("estimated"), cat("estimates"), cat("played_out"),
                     cat("outcomes"), cat("settlement"),
                     cat("pot"), starts("feature_starts"), cat("feature_index"), cat("feature_value"))


def _spans(starts, rows):
    """For the ragged field of ``starts``: the position in ``rows`` and the flat index of every entry of those rows."""
    first, counts = starts[rows], starts[rows + 1] - starts[rows]
    which = np.repeat(np.arange(len(rows)), counts)
    offsets = np.concatenate(([0], np.cumsum(counts)[:-1])) if len(rows) else np.zeros(0, np.int64)
    at = np.arange(counts.sum(), dtype=np.int64) - np.repeat(offsets, counts) + np.repeat(first, counts)
    return which, at


def _header(stream):
    lines = []
    while not lines or lines[-1] != "end":
        line = stream.readline()
        if not line:
            raise ValueError(f"not a {FORMAT} file: its header does not end")
        lines.append(line.decode("ascii").rstrip("\n"))
    if lines[0] != FORMAT:
        raise ValueError(f"the file does not start with {FORMAT!r}")
    header = {"blocks": [], "factored": [], "kinds": []}
    for line in lines[1:-1]:
        f = line.split(" ")
        if f[0] == "game":
            header["game"] = f[1]
        elif f[0] == "observation":
            header["observation"] = int(f[1])
        elif f[0] in ("block", "factored"):
            header["blocks" if f[0] == "block" else "factored"].append((f[1], int(f[2]), int(f[3]), int(f[4])))
        elif f[0] == "kinds":
            header["kinds"] = f[1:]
        else:
            raise ValueError(f"unknown header line {line!r}")
    return header


def read(path):
    """Reads a whole decisions file."""
    with gzip.open(path, "rb") as stream:
        header = _header(stream)
        data = stream.read()
    fixed, legal, est, estimated, outs, played_out, settlement, index, value = [], [], [], [], [], [], [], [], []
    lc, fc = [0], [0]
    at, end = 0, len(data)
    i32 = np.dtype("<i4")
    f32 = np.dtype("<f4")
    while at < end:
        if at + 20 > end:
            raise ValueError(f"record {len(fixed)} is cut off")
        row = _HEAD.unpack_from(data, at)
        n = row[6]
        at += _HEAD.size
        legal.append(np.frombuffer(data, i32, n, at))
        at += 4 * n
        values, present, at = _per_action(data, at, n, "estimates", len(fixed))
        est.append(values)
        estimated.append(present)
        values, present, at = _per_action(data, at, n, "outcomes", len(fixed))
        outs.append(values)
        played_out.append(present)
        settlement.append(np.frombuffer(data, i32, 4, at))
        at += 16
        (f,) = struct.unpack_from("<H", data, at)
        at += 2
        index.append(np.frombuffer(data, np.dtype("<u2"), f, at))
        value.append(np.frombuffer(data, f32, f, at + 2 * f))
        at += 6 * f
        fixed.append(row[:6])
        lc.append(lc[-1] + n)
        fc.append(fc[-1] + f)
    if at != end:
        raise ValueError("the last record is cut off")
    fixed = np.array(fixed, dtype=np.int64).reshape(-1, 6)
    sp = np.array(settlement, dtype=np.int32).reshape(-1, 4)
    cat = lambda parts, dt: np.concatenate(parts).astype(dt) if parts else np.zeros(0, dtype=dt)  # noqa: E731
    return Decisions(header, fixed[:, 0].astype(np.int32), fixed[:, 1].astype(np.uint8), fixed[:, 2].astype(np.uint8),
                     fixed[:, 3].astype(np.uint8), (fixed[:, 4] & 1).astype(bool), fixed[:, 5].astype(np.int32),
                     np.array(lc, dtype=np.int64), cat(legal, np.int32), np.array(estimated, dtype=bool),
                     cat(est, np.float32), np.array(played_out, dtype=bool), cat(outs, np.float32),
                     sp[:, :3].copy(), sp[:, 3].copy(), np.array(fc, dtype=np.int64),
                     cat(index, np.int32), cat(value, np.float32))


def _per_action(data, at, n, what, record):
    """A field of one float32 per legal action or none (its count, 0 or ``n``, first): its values (NaN where
    absent), whether it is there, and the offset after it."""
    (k,) = struct.unpack_from("<i", data, at)
    at += 4
    if k not in (0, n):
        raise ValueError(f"record {record}: {k} {what} for {n} legal actions")
    values = np.frombuffer(data, np.dtype("<f4"), k, at) if k else np.full(n, np.nan, dtype=np.float32)
    return values, k > 0, at + 4 * k


def write(path, d):
    """Writes ``d`` (a ``Decisions``) as a decisions file."""
    h = d.header
    lines = [FORMAT, f"game {h['game']}", f"observation {h['observation']}"]
    lines += [f"block {w} {c} {o} {s}" for w, c, o, s in h["blocks"]]
    lines += [f"factored {w} {c} {o} {s}" for w, c, o, s in h["factored"]]
    lines += ["kinds " + " ".join(h["kinds"]), "end"]
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as out:
        out.write(("\n".join(lines) + "\n").encode("ascii"))
        for r in range(len(d)):
            l0, l1 = d.legal_starts[r], d.legal_starts[r + 1]
            f0, f1 = d.feature_starts[r], d.feature_starts[r + 1]
            out.write(_HEAD.pack(int(d.hand[r]), int(d.seat[r]), int(d.phase[r]), int(d.kind[r]), int(d.explored[r]),
                                 int(d.choice[r]), int(l1 - l0)))
            out.write(d.legal[l0:l1].astype("<i4").tobytes())
            for present, values in ((d.estimated[r], d.estimates), (d.played_out[r], d.outcomes)):
                out.write(struct.pack("<i", int(l1 - l0)) + values[l0:l1].astype("<f4").tobytes() if present
                          else struct.pack("<i", 0))
            out.write(np.append(d.settlement[r], d.pot[r]).astype("<i4").tobytes())
            out.write(struct.pack("<H", int(f1 - f0)))
            out.write(d.feature_index[f0:f1].astype("<u2").tobytes())
            out.write(d.feature_value[f0:f1].astype("<f4").tobytes())
