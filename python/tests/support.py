"""What the tests share: whether JPype and numpy are there, the games, random play."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

try:
    import jpype  # noqa: F401
    import numpy as np
    MISSING = None
except ImportError as e:  # pragma: no cover - depends on the machine
    np = None
    MISSING = str(e)

if MISSING and os.environ.get("CI") == "true":
    raise RuntimeError(f"CI=true but the Python tests need JPype and numpy: {MISSING}")

GAMES = ["german-tarok", "bavarian-tarock", "leipzig-taroc", "husarln"]
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def variants():
    """(label, game, options): every game with its defaults, and the two that seat four with table_size=4."""
    out = [(g, g, {}) for g in GAMES]
    out += [(f"{g} table-size 4", g, {"table_size": 4}) for g in ("german-tarok", "bavarian-tarock")]
    return out


def play(env, rng, steps):
    """Up to ``steps`` uniformly random legal actions, stopping at the end of the hand."""
    for _ in range(steps):
        if env.terminations[env.agent_selection]:
            return
        env.step(int(rng.choice(env.legal_actions())))


def observations(env):
    """Every seat's observation and information state (copies)."""
    return [(env.observe(a)["observation"].copy(), env.observe(a)["action_mask"].copy(),
             env.information_state(a).copy()) for a in env.possible_agents]
