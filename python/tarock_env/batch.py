"""The vectorised face: many hands at once through the engine's batch stepper (one crossing per batch)."""

import numpy as np

from tarock_env import _java
from tarock_env.aec import record_json, rules


class BatchEnv:
    """``batch_size`` hands played side by side. A finished hand is replaced by a new deal in the same step;
    ``dones`` marks it and ``rewards`` holds its settlement for that one step (seat order, in units).

    After ``reset()`` and every ``step(actions)``: ``observations`` (batch, observation_size) float32, the
    observation of each place's seat to act; ``legal_actions`` (batch, max_legal) int32 with
    ``legal_counts`` (batch,) valid entries each; ``current_seats`` (batch,); ``rewards`` (batch, 3)
    float32; ``dones`` (batch,) bool. ``action_masks()`` gives the dense masks.
    """

    def __init__(self, game, batch_size=1024, seed=None, preset=None, observe=True, **options):
        jpype = _java.jpype
        self.game_id = game
        self._game = _java.cls("org.tarock.engine.Games").create(rules(game, preset=preset, **options))
        if seed is None:
            seed = int(np.random.default_rng().integers(-(2 ** 63), 2 ** 63 - 1, dtype=np.int64))
        self._stepper = _java.cls("org.tarock.engine.env.BatchStepper")(self._game, batch_size, seed, observe)
        self.batch_size = batch_size
        self.observe = observe
        self.num_actions = int(self._stepper.actionSpace().size())
        self.observation_size = int(self._stepper.encoder().observationSize())
        self.max_legal = int(self._stepper.maxLegal())
        self._actions = jpype.JArray(jpype.JInt)(batch_size)
        self._illegal = jpype.java.lang.IllegalArgumentException
        self._read()

    def reset(self):
        self._stepper.reset()
        self._read()
        return self.observations

    def step(self, actions):
        """Applies one action index per place; returns ``(observations, rewards, dones)``."""
        actions = np.ascontiguousarray(actions, dtype=np.int32)
        if actions.shape != (self.batch_size,):
            raise ValueError(f"step needs {self.batch_size} action indices, found shape {actions.shape}")
        self._actions[:] = actions
        try:
            self._stepper.step(self._actions)
        except self._illegal as e:
            raise ValueError(str(e.getMessage())) from None
        self._read()
        return self.observations, self.rewards, self.dones

    def _read(self):
        s = self._stepper
        if self.observe:
            self.observations = np.asarray(s.observations, dtype=np.float32).reshape(
                self.batch_size, self.observation_size)
        else:
            self.observations = None
        self.legal_actions = np.asarray(s.legal, dtype=np.int32).reshape(self.batch_size, self.max_legal)
        self.legal_counts = np.asarray(s.legalCount, dtype=np.int32)
        self.current_seats = np.asarray(s.seat, dtype=np.int32)
        self.rewards = np.asarray(s.rewards, dtype=np.float32).reshape(self.batch_size, 3)
        self.dones = np.asarray(s.done, dtype=bool)

    def finished_record_json(self, i):
        """The record (tarock-record/1 JSON text) of the hand that ended in place ``i`` in the last step."""
        state = self._stepper.finished(int(i))
        if state is None:
            raise ValueError(f"no hand ended in place {i} in the last step")
        return record_json(state)

    def action_masks(self):
        """Dense legal-action masks, (batch, num_actions) int8."""
        masks = np.zeros((self.batch_size, self.num_actions), dtype=np.int8)
        cols = np.arange(self.max_legal)[None, :] < self.legal_counts[:, None]
        rows = np.broadcast_to(np.arange(self.batch_size)[:, None], cols.shape)
        masks[rows[cols], self.legal_actions[cols]] = 1
        return masks

    def random_actions(self, rng):
        """One legal action index per place, uniformly at random."""
        k = (rng.random(self.batch_size) * self.legal_counts).astype(np.int64)
        return self.legal_actions[np.arange(self.batch_size), k]
