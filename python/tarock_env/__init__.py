"""tarock_env: the four historical Tarock games of the tarock project as research environments.

The project's jar is loaded in-process with JPype; the engine steps the hands, encodes the observations
(built from each seat's view only) and lists the legal actions (docs/env.md). Two faces:

* ``env(game, seed=None, preset=None, **options)``: one hand per episode, PettingZoo's agent-environment
  cycle (``reset``, ``step``, ``observe`` -> ``{"observation", "action_mask"}``, ``agent_selection``,
  ``rewards``, ``terminations``, ``truncations``, ``agent_iter``, ``last``). Rule options by their names
  with ``-`` written ``_``: ``env("bavarian-tarock", table_size=4)``.
  ``reset(seed=S)`` deals the same hand and dealer every time (``rotate_dealer=True``: the dealer moves on
  each episode as in a match). For search: ``clone()``, ``undo()``, ``resample(seed)`` (a determinization for
  the agent to act), ``action_to_string`` / ``string_to_action``; ``state()`` writes the position as a
  tarock-record/1 record and ``from_record(record, step)`` reads one back; ``render()`` shows the table.
* ``BatchEnv(game, batch_size=1024, ...)``: many hands at once through the engine's batch stepper, with
  information states and normalised rewards (``REWARD_SCALES``) on request.

Imports nothing beyond numpy and JPype; where PettingZoo is installed the AEC environment is also a
``pettingzoo.AECEnv`` (and its spaces gymnasium spaces).
"""

from tarock_env.aec import TarockEnv, env, from_record, games, rules
from tarock_env.batch import REWARD_SCALES, BatchBots, BatchEnv

__all__ = ["REWARD_SCALES", "BatchBots", "BatchEnv", "TarockEnv", "env", "from_record", "games", "rules"]
