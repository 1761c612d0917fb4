"""Networks in the text format ``tarock-network-policy/1``, which the bots read (``NetworkPolicy`` in Java).

A header ``tarock-network-policy/1 GAME SIZES... [NAME=VALUE...]`` (input size, hidden sizes, outputs, then
attributes such as ``output=logits`` or ``output=value scale=5.3``), then per layer one line per output unit: its
weights over the layer's inputs, then its bias. Numbers are written as the shortest text that reads back as the
same float32, so that the file holds exactly the trained weights. ``python/examples/dmc.py`` writes the same
format (rounded, without attributes).
"""

import os

import numpy as np

FORMAT = "tarock-network-policy/1"


def save(path, game, layers, **attributes):
    """Writes ``layers`` (a list of ``(W, b)``, ``W`` of shape (out, in)) with the header's ``attributes``."""
    sizes = [layers[0][0].shape[1]] + [w.shape[0] for w, _ in layers]
    header = [FORMAT, game, *map(str, sizes), *(f"{k}={v}" for k, v in attributes.items())]
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="ascii") as f:
        f.write(" ".join(header) + "\n")
        for w, b in layers:
            w = np.asarray(w, dtype=np.float32)
            b = np.asarray(b, dtype=np.float32)
            for row, bias in zip(w, b):
                f.write(" ".join(_text(x) for x in row) + " " + _text(bias) + "\n")
    os.replace(tmp, path)


def _text(x):
    return str(np.float32(x))


def load(path):
    """The game, the layers as ``(W, b)`` float32 arrays and the attributes of a network file."""
    with open(path, encoding="ascii") as f:
        head = f.readline().split()
        if len(head) < 4 or head[0] != FORMAT:
            raise ValueError(f"{path} does not start with {FORMAT}")
        sizes = [int(t) for t in head[2:] if "=" not in t]
        attributes = dict(t.split("=", 1) for t in head[2:] if "=" in t)
        layers = []
        for n_in, n_out in zip(sizes[:-1], sizes[1:]):
            rows = np.array([np.array(f.readline().split(), dtype=np.float32) for _ in range(n_out)])
            layers.append((rows[:, :n_in].copy(), rows[:, n_in].copy()))
    return head[1], layers, attributes


def forward(layers, x):
    """The outputs of the rows of ``x`` (numpy, float32; the Java evaluator sums in its own fixed order)."""
    for i, (w, b) in enumerate(layers):
        x = x @ w.T + b
        if i < len(layers) - 1:
            x = np.maximum(x, 0)
    return x
