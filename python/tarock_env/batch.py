"""The vectorised face: many hands at once through the engine's batch stepper (one crossing per batch)."""

import jpype.nio
import numpy as np

from tarock_env import _java
from tarock_env.aec import TarockEnv, _read_only, record_json, rules

# Per game, the standard deviation of one seat's settlement (units) over uniformly random play with the
# default rules: the scale by which BatchEnv(normalize_rewards=True) divides the rewards. Measured by
# python/reward_scales.py (docs/env.md, "Rewards").
REWARD_SCALES = {"german-tarok": 748.2, "bavarian-tarock": 5.3, "leipzig-taroc": 17.5, "husarln": 56.9}


class BatchEnv:
    """``batch_size`` hands played side by side. A finished hand is replaced by a new deal in the same step;
    ``dones`` marks it and ``rewards`` holds its settlement for that one step (seat order, in units).

    After ``reset()`` and every ``step(actions)``: ``observations`` (batch, observation_size) float32, the
    observation of each place's seat to act; the legal action indices of all places one after the other in
    ``legal_flat``, place ``i``'s from ``legal_starts[i]`` to ``legal_starts[i + 1]``, and ``legal_counts``;
    ``current_seats`` (batch,); ``rewards`` (batch, 3) float32; ``dones`` (batch,) bool. The arrays are
    shared with the engine, which overwrites them at the next step: copy what you keep (the tensors' arrays are
    read-only views).
    ``action_masks()`` gives the dense masks, ``random_actions(rng)`` a uniform legal index per place.

    ``information_states=True``: ``information_states`` (batch, information_state_size), the information
    state of each place's seat to act, whose first ``observation_size`` columns are ``observations`` (a view).
    ``normalize_rewards=True``: ``rewards`` divided by ``reward_scale`` (``REWARD_SCALES[game]`` unless given),
    so that one seat's reward has a standard deviation of about 1 under random play.
    ``factored_discard=True``: a discard is taken one card at a time (docs/env.md).
    """

    def __init__(self, game, batch_size=1024, seed=None, preset=None, observe=True, information_states=False,
                 normalize_rewards=False, reward_scale=None, factored_discard=False, **options):
        self.game_id = game
        self._rules = rules(game, preset=preset, **options)
        self._game = _java.cls("org.tarock.engine.Games").create(self._rules)
        if seed is None:
            seed = int(np.random.default_rng().integers(-(2 ** 63), 2 ** 63 - 1, dtype=np.int64))
        information_states = bool(information_states) and observe
        self.factored_discard = bool(factored_discard)
        self._stepper = _java.cls("org.tarock.engine.env.BatchStepper")(self._game, batch_size, seed, observe,
                                                                        information_states, self.factored_discard)
        self.batch_size = batch_size
        self.observe = observe
        self.num_actions = int(self._stepper.actionSpace().size())
        self.observation_size = int(self._stepper.encoder().observationSize())
        self.information_state_size = int(self._stepper.encoder().informationStateSize())
        self.max_legal = int(self._stepper.maxLegal())
        self.reward_scale = float(reward_scale if reward_scale is not None else REWARD_SCALES[game])
        if self.reward_scale <= 0:
            raise ValueError(f"reward_scale: expected a positive number, found {self.reward_scale}")
        self.normalize_rewards = bool(normalize_rewards)
        tensor = int(self._stepper.tensorSize())
        b = batch_size
        self._obs = np.zeros(max(1, b * tensor if observe else 1), dtype=np.float32)
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
        # read-only views: the engine's to write
        self.information_states = _read_only(self._obs.reshape(b, tensor)) if information_states else None
        self.observations = _read_only(self._obs.reshape(b, tensor)[:, :self.observation_size]) if observe else None
        self._raw_rewards = self._rewards.reshape(b, 3)
        self.rewards = self._raw_rewards
        if observe:
            self._stepper.bindObservations(self._buffers[0])  # the engine writes each tensor there, once
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
        self.rewards = self._raw_rewards / self.reward_scale if self.normalize_rewards else self._raw_rewards

    def legal_actions(self, i):
        """The legal action indices of place ``i``."""
        return self.legal_flat[self.legal_starts[i]:self.legal_starts[i + 1]]

    def action_to_string(self, action):
        """The record string of an action index (as ``TarockEnv.action_to_string``)."""
        try:
            return str(self._game.vocabulary().format(self._stepper.actionSpace().action(int(action))))
        except _java.jpype.java.lang.IllegalArgumentException as e:
            raise ValueError(str(e.getMessage())) from None

    def string_to_action(self, text):
        """The action index of a record string (as ``TarockEnv.string_to_action``)."""
        try:
            return int(self._stepper.actionSpace().index(self._game.vocabulary().parse(str(text))))
        except (_java.cls("org.tarock.engine.IllegalActionException"),
                _java.jpype.java.lang.IllegalArgumentException) as e:
            raise ValueError(str(e.getMessage())) from None

    def position(self, i, render_mode=None):
        """An independent ``TarockEnv`` at place ``i``'s position, for search (clone, undo, resample...)."""
        env = TarockEnv.__new__(TarockEnv)
        env._setup(self._rules, None, render_mode, False, self.factored_discard)
        env._hand.start(self._stepper.state(int(i)).copy())
        env._sync()
        return env

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


class BatchBots:
    """Bots of one kind (``"basic"``, ``"random"``, any kind ``tarock arena`` offers) that play seats of a
    ``BatchEnv``'s hands, so that a learner can train against them: ``actions(places)`` gives the action index
    each place's bot chooses for its seat to act, and the learner steps every place at once with those and its
    own. One bot per place and seat, seeded from ``seed``, seeing only its seat's view; with the factored
    discard a bot's discard is given one card at a time."""

    def __init__(self, env, kind, seed=0):
        try:
            self._bots = _java.cls("org.tarock.bots.env.BatchBots")(env._stepper, str(kind), int(seed))
        except _java.jpype.java.lang.IllegalArgumentException as e:
            raise ValueError(str(e.getMessage())) from None
        order = _java.cls("java.nio.ByteOrder").nativeOrder()
        self._places = np.zeros(env.batch_size, dtype=np.int32)
        self._out = np.zeros(env.batch_size, dtype=np.int32)
        self._buffers = (jpype.nio.convertToDirectBuffer(self._places).order(order).asIntBuffer(),
                         jpype.nio.convertToDirectBuffer(self._out).order(order).asIntBuffer())

    def actions(self, places):
        """The bots' action indices (int32) for ``places`` (place numbers, each with a bot's seat to act)."""
        n = len(places)
        self._places[:n] = places
        self._bots.choose(self._buffers[0], n, self._buffers[1])
        return self._out[:n].copy()
