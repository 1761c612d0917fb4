"""The vectorised face: many hands at once through the engine's batch stepper (one crossing per batch)."""

import jpype.nio
import numpy as np

from tarock_env import _java
from tarock_env.aec import record_json, rules


class BatchEnv:
    """``batch_size`` hands played side by side. A finished hand is replaced by a new deal in the same step;
    ``dones`` marks it and ``rewards`` holds its settlement for that one step (seat order, in units).

    After ``reset()`` and every ``step(actions)``: ``observations`` (batch, observation_size) float32, the
    observation of each place's seat to act; the legal action indices of all places one after the other in
    ``legal_flat``, place ``i``'s from ``legal_starts[i]`` to ``legal_starts[i + 1]``, and ``legal_counts``;
    ``current_seats`` (batch,); ``rewards`` (batch, 3) float32; ``dones`` (batch,) bool. The arrays are
    shared with the engine, which overwrites them at the next step: copy what you keep.
    ``action_masks()`` gives the dense masks, ``random_actions(rng)`` a uniform legal index per place.
    """

    def __init__(self, game, batch_size=1024, seed=None, preset=None, observe=True, **options):
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
        b = batch_size
        self._obs = np.zeros(max(1, b * self.observation_size if observe else 1), dtype=np.float32)
        self._flat = np.zeros(b * self.max_legal, dtype=np.int32)
        self.legal_starts = np.zeros(b + 1, dtype=np.int32)
        self.current_seats = np.zeros(b, dtype=np.int32)
        self._rewards = np.zeros(3 * b, dtype=np.float32)
        self._done = np.zeros(b, dtype=np.uint8)
        order = _java.cls("java.nio.ByteOrder").nativeOrder()
        self._buffers = (
            jpype.nio.convertToDirectBuffer(self._obs).order(order).asFloatBuffer(),
            jpype.nio.convertToDirectBuffer(self._flat).order(order).asIntBuffer(),
            jpype.nio.convertToDirectBuffer(self.legal_starts).order(order).asIntBuffer(),
            jpype.nio.convertToDirectBuffer(self.current_seats).order(order).asIntBuffer(),
            jpype.nio.convertToDirectBuffer(self._rewards).order(order).asFloatBuffer(),
            jpype.nio.convertToDirectBuffer(self._done),
        )
        self.observations = self._obs.reshape(b, self.observation_size) if observe else None
        self.rewards = self._rewards.reshape(b, 3)
        self._actions = jpype.JArray(jpype.JInt)(b)
        self._illegal = _java.jpype.java.lang.IllegalArgumentException
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
        self._stepper.export(*self._buffers)
        self.legal_counts = np.diff(self.legal_starts)
        self.legal_flat = self._flat[:self.legal_starts[-1]]
        self.dones = self._done.astype(bool)

    def legal_actions(self, i):
        """The legal action indices of place ``i``."""
        return self.legal_flat[self.legal_starts[i]:self.legal_starts[i + 1]]

    def finished_record_json(self, i):
        """The record (tarock-record/1 JSON text) of the hand that ended in place ``i`` in the last step."""
        state = self._stepper.finished(int(i))
        if state is None:
            raise ValueError(f"no hand ended in place {i} in the last step")
        return record_json(state)

    def action_masks(self):
        """Dense legal-action masks, (batch, num_actions) int8."""
        masks = np.zeros((self.batch_size, self.num_actions), dtype=np.int8)
        masks[np.repeat(np.arange(self.batch_size), self.legal_counts), self.legal_flat] = 1
        return masks

    def random_actions(self, rng):
        """One legal action index per place, uniformly at random."""
        k = (rng.random(self.batch_size) * self.legal_counts).astype(np.int64)
        return self.legal_flat[self.legal_starts[:-1] + k]
