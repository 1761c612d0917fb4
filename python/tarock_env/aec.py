"""The agent-environment cycle face: one hand per episode, PettingZoo's AEC API."""

import numpy as np

from tarock_env import _java

try:  # registers as PettingZoo's environment type only where it is installed
    from pettingzoo import AECEnv as _Base
except ImportError:
    _Base = object

try:
    from gymnasium import spaces as _spaces
except ImportError:
    _spaces = None


def games():
    """The record ids of the four games."""
    return [g.id() for g in _java.cls("org.tarock.engine.Games").available()]


def rules(game, preset=None, **options):
    """The engine's rule set of a game: a preset (Leipzig Taroc's variants) and options, ``-`` written ``_``."""
    Games = _java.cls("org.tarock.engine.Games")
    GameId = _java.cls("org.tarock.engine.GameId")
    HashMap = _java.cls("java.util.HashMap")
    RulesException = _java.cls("org.tarock.engine.RulesException")
    try:
        book = Games.ruleBook(GameId.of(game))
    except _java.jpype.JException as e:
        raise ValueError(str(e.getMessage())) from None
    given = HashMap()
    for name, value in options.items():
        given.put(name.replace("_", "-"), _java_value(value))
    try:
        return book.resolve(given, False) if preset is None else book.preset(preset, given)
    except RulesException as e:
        raise ValueError(str(e.getMessage())) from None


def _java_value(value):
    if isinstance(value, bool):
        return _java.jpype.java.lang.Boolean(value)
    if isinstance(value, (int, np.integer)):
        return _java.jpype.java.lang.Integer(int(value))
    return _java.jpype.java.lang.String(str(value))


def _box(low, high, shape, dtype):
    if _spaces is not None:
        return _spaces.Box(low=low, high=high, shape=shape, dtype=dtype)
    return {"low": low, "high": high, "shape": shape, "dtype": np.dtype(dtype)}


def env(game, seed=None, preset=None, **options):
    """A hand of ``game`` (a record id such as ``"bavarian-tarock"``) per episode."""
    return TarockEnv(game, seed=seed, preset=preset, **options)


class TarockEnv(_Base):
    """One hand per episode. Agents ``player_0..2`` are the seats in play order; the rewards at the end of
    the hand are the settlement the hand's record writes (in units, halves as .5)."""

    metadata = {"name": "tarock_v0", "render_modes": [], "is_parallelizable": False}

    def __init__(self, game, seed=None, preset=None, **options):
        if _Base is not object:
            super().__init__()
        self.game_id = game
        self._rules = rules(game, preset=preset, **options)
        self._game = _java.cls("org.tarock.engine.Games").create(self._rules)
        self._hand = _java.cls("org.tarock.engine.env.EnvHand")(self._game)
        self.num_actions = int(self._hand.actionSpace().size())
        self.observation_size = int(self._hand.encoder().observationSize())
        self.information_state_size = int(self._hand.encoder().informationStateSize())
        self.possible_agents = [f"player_{i}" for i in range(3)]
        self.agents = []
        self.render_mode = None
        self._spaces()
        self._obs = _java.jpype.JArray(_java.jpype.JFloat)(self.observation_size)
        self._info = None
        self._mask = _java.jpype.JArray(_java.jpype.JByte)(self.num_actions)
        self._rewards = _java.jpype.JArray(_java.jpype.JFloat)(3)
        self._rng = np.random.default_rng(seed)
        self._episode = 0
        self._illegal = _java.cls("org.tarock.engine.IllegalActionException")

    # ---- spaces ------------------------------------------------------------------------------
    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def _spaces(self):
        self.observation_spaces = {a: _dict_space({
            "observation": _box(-np.inf, np.inf, (self.observation_size,), np.float32),
            "action_mask": _box(0, 1, (self.num_actions,), np.int8),
        }) for a in self.possible_agents}
        self.action_spaces = {a: _spaces.Discrete(self.num_actions) if _spaces is not None
                              else {"n": self.num_actions} for a in self.possible_agents}

    # ---- the cycle ---------------------------------------------------------------------------
    def reset(self, seed=None, options=None):
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        deal_seed = int(self._rng.integers(-(2 ** 63), 2 ** 63 - 1, dtype=np.int64))
        self._hand.reset(deal_seed, self._hand.dealerOf(self._episode))
        self._episode += 1
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[int(self._hand.currentSeat())]
        self._skip_agent_selection = None

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        self._hand.observation(seat, self._obs)
        self._hand.mask(seat, self._mask)
        return {"observation": np.array(self._obs, dtype=np.float32),
                "action_mask": np.array(self._mask, dtype=np.int8)}

    def information_state(self, agent):
        """The seat's whole history as it saw it (docs/env.md)."""
        if self._info is None:
            self._info = _java.jpype.JArray(_java.jpype.JFloat)(self.information_state_size)
        self._hand.informationState(self.possible_agents.index(agent), self._info)
        return np.array(self._info, dtype=np.float32)

    def legal_actions(self):
        """The legal action indices of the agent to act."""
        mask = self.observe(self.agent_selection)["action_mask"]
        return np.flatnonzero(mask)

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to act: an action index is required, not None")
        self._cumulative_rewards[agent] = 0.0
        try:
            self._hand.step(int(action))
        except self._illegal as e:
            raise ValueError(str(e.getMessage())) from None
        except _java.jpype.java.lang.IllegalArgumentException as e:
            raise ValueError(str(e.getMessage())) from None
        self.rewards = {a: 0.0 for a in self.agents}
        if self._hand.isOver():
            self._hand.rewards(self._rewards)
            for i, a in enumerate(self.possible_agents):
                self.rewards[a] = float(self._rewards[i])
                self.terminations[a] = True
        else:
            self.agent_selection = self.possible_agents[int(self._hand.currentSeat())]
        for a, r in self.rewards.items():
            self._cumulative_rewards[a] += r

    def last(self, observe=True):
        agent = self.agent_selection
        obs = self.observe(agent) if observe else None
        return (obs, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent],
                self.infos[agent])

    def agent_iter(self, max_iter=2 ** 63):
        count = 0
        while self.agents and count < max_iter:
            yield self.agent_selection
            count += 1

    def _was_dead_step(self, action):
        if action is not None:
            raise ValueError("when an agent is done, the only valid action is None")
        agent = self.agent_selection
        for d in (self.terminations, self.truncations, self.rewards, self._cumulative_rewards, self.infos):
            del d[agent]
        self.agents.remove(agent)
        dead = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if dead:
            if self._skip_agent_selection is None:
                self._skip_agent_selection = self.agent_selection
            self.agent_selection = dead[0]
        else:
            if self._skip_agent_selection is not None:
                self.agent_selection = self._skip_agent_selection
            self._skip_agent_selection = None
        self.rewards = {a: 0.0 for a in self.agents}

    # ---- records -----------------------------------------------------------------------------
    def record_json(self):
        """The finished hand as a tarock-record/1 JSON text (the project's record writer)."""
        return record_json(self._hand.state())

    def render(self):
        return str(self._hand.state())

    def close(self):
        pass


def record_json(state):
    """A finished hand (an engine state) as a tarock-record/1 JSON text, players named player_0, ..."""
    Seating = _java.cls("org.tarock.engine.Seating")
    HandRecord = _java.cls("org.tarock.records.HandRecord")
    RecordWriter = _java.cls("org.tarock.records.RecordWriter")
    names = _java.cls("java.util.ArrayList")()
    for i in range(int(state.game().tableSize())):
        names.add(f"player_{i}")
    return str(RecordWriter.toJson(HandRecord.of(state, Seating.first(names, state.dealer()))))


def _dict_space(parts):
    if _spaces is not None:
        return _spaces.Dict(parts)
    return parts
