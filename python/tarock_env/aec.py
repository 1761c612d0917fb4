"""The agent-environment cycle face: one hand per episode, PettingZoo's AEC API."""

import copy

import jpype.nio
import numpy as np

from tarock_env import _java, records
from tarock_env import render as _text

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


def env(game, seed=None, preset=None, render_mode=None, rotate_dealer=False, factored_discard=False, **options):
    """A hand of ``game`` (a record id such as ``"bavarian-tarock"``) per episode; ``factored_discard=True``
    takes a discard one card at a time (docs/env.md)."""
    return TarockEnv(game, seed=seed, preset=preset, render_mode=render_mode, rotate_dealer=rotate_dealer,
                     factored_discard=factored_discard, **options)


def from_record(record, step=None, render_mode=None, factored_discard=False):
    """An environment at the position after the first ``step`` actions (all when None) of a tarock-record/1
    record (a dict or JSON text), with the record's game, rules, players and carried state."""
    return TarockEnv.from_record(record, step=step, render_mode=render_mode, factored_discard=factored_discard)


class TarockEnv(_Base):
    """One hand per episode. Agents ``player_0..2`` are the seats in play order; the rewards at the end of
    the hand are the settlement the hand's record writes (in units, halves as .5).

    ``reset(seed=S)`` deals the same hand with the same dealer every time. Without ``rotate_dealer`` each
    episode's dealer is drawn with its deal (always seat 2 with four at the table); with it the dealer moves
    on by one each episode as in a match, counted from the last seeded reset. ``reset(options={"dealer": d})``
    names the dealer of that episode.

    ``observe`` and ``information_state`` give read-only arrays the environment overwrites when the position
    changes (a step, reset or undo): copy what you keep.
    """

    metadata = {"name": "tarock_v1", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, game, seed=None, preset=None, render_mode=None, rotate_dealer=False, factored_discard=False,
                 **options):
        self._setup(rules(game, preset=preset, **options), seed, render_mode, rotate_dealer, factored_discard)

    @classmethod
    def from_record(cls, record, step=None, render_mode=None, factored_discard=False):
        """An environment at the position after the first ``step`` actions (all when None) of a record."""
        position = records.read(record, step)
        self = cls.__new__(cls)
        self._setup(position.game.rules(), None, render_mode, False, factored_discard)
        self._hand.start(position.state)
        self._names, self._sitting_out = position.names, position.sitting_out
        self._sync()
        return self

    def _setup(self, java_rules, seed, render_mode, rotate_dealer, factored_discard=False):
        if _Base is not object:
            super().__init__()
        if render_mode not in (None, "ansi", "human"):
            raise ValueError(f"render_mode: expected None, \"ansi\" or \"human\", found {render_mode!r}")
        self._rules = java_rules
        self._game = _java.cls("org.tarock.engine.Games").create(java_rules)
        self.game_id = str(self._game.id().id())
        self.metadata = dict(TarockEnv.metadata, name="tarock_" + self.game_id.replace("-", "_") + "_v1")
        self.factored_discard = bool(factored_discard)
        self._hand = _java.cls("org.tarock.engine.env.EnvHand")(self._game, self.factored_discard)
        self.num_actions = int(self._hand.actionSpace().size())
        self.observation_size = int(self._hand.encoder().observationSize())
        self.information_state_size = int(self._hand.encoder().informationStateSize())
        self.possible_agents = [f"player_{i}" for i in range(3)]
        self._seats = {a: i for i, a in enumerate(self.possible_agents)}
        self.agents = []
        self.render_mode = render_mode
        self.rotate_dealer = bool(rotate_dealer)
        self._spaces()
        self._buffers()
        self._rng = np.random.default_rng(seed)
        self._episode = 0
        self._names, self._sitting_out = records.players(self._game)
        self._illegal = _java.cls("org.tarock.engine.IllegalActionException")

    def _buffers(self):
        """Arrays the engine writes through direct buffers: the mask, legal indices and the observation of the
        seat to act after every change of the position, another seat's tensors when first asked at a position
        (``_version`` counts the positions)."""
        self._version = 0
        self._obs = np.zeros((3, self.observation_size), dtype=np.float32)
        self._obs_out = [_float_buffer(row) for row in self._obs]
        self._obs_at = [-1, -1, -1]
        self._info = None
        self._mask = np.zeros(self.num_actions, dtype=np.int8)
        self._legal = np.zeros(int(self._hand.maxLegal()) + 1, dtype=np.int32)
        self._hand.bind(jpype.nio.convertToDirectBuffer(self._mask), _int_buffer(self._legal), *self._obs_out)
        self._legal_view = _read_only(self._legal)
        self._views = ([_read_only(row) for row in self._obs], _read_only(self._mask),
                       _read_only(np.zeros(self.num_actions, dtype=np.int8)))
        self._rewards = _java.jpype.JArray(_java.jpype.JFloat)(3)
        self._changed()

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
            self._episode = 0
        deal_seed = int(self._rng.integers(-(2 ** 63), 2 ** 63 - 1, dtype=np.int64))
        four = int(self._game.tableSize()) == 4
        if options and options.get("dealer") is not None:
            dealer = options["dealer"]
            if dealer not in ((2,) if four else (0, 1, 2)):
                raise ValueError(f"options.dealer: expected {'2 (four at the table)' if four else '0, 1 or 2'}, "
                                 f"found {dealer!r}")
        elif self.rotate_dealer or four:
            dealer = int(self._hand.dealerOf(self._episode))
        else:
            dealer = int(self._rng.integers(3))
        self._hand.reset(deal_seed, int(dealer))
        self._episode += 1
        self._names, self._sitting_out = records.players(self._game)
        self._sync()

    def _sync(self):
        """The cycle's bookkeeping from the hand as it stands (after a reset, an undo, a record read)."""
        self.agents = list(self.possible_agents)
        over = bool(self._hand.isOver())
        self._hand.rewards(self._rewards)
        self.rewards = {a: float(self._rewards[i]) if over else 0.0 for i, a in enumerate(self.agents)}
        self._cumulative_rewards = dict(self.rewards)
        self.terminations = {a: over for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        moves = self._hand.state().moves()
        seat = int(moves.get(moves.size() - 1).seat()) if over else int(self._hand.currentSeat())
        self.agent_selection = self.possible_agents[seat]
        self._skip_agent_selection = None
        self._changed()

    def _changed(self):
        """The position changed: every seat's tensors are read again when asked."""
        self._version += 1
        self._to_act = -1 if self._hand.isOver() else int(self._hand.currentSeat())
        # The legal actions' view is made here, with the change: the first call of legal_actions() after the
        # engine's step runs with the caches the step has filled, where building the numpy slice took up to
        # 15 us at a Skart and returning a ready one takes under 2.
        self._legal_now = self._legal_view[1:1 + self._legal.item(0)]
        if self._to_act >= 0:
            self._obs_at[self._to_act] = self._version  # written by the engine with the change

    def observe(self, agent):
        """``{"observation", "action_mask"}`` of the agent, read-only arrays overwritten when the position changes."""
        seat = self._seats[agent]
        if self._obs_at[seat] != self._version:
            self._hand.observation(seat, self._obs_out[seat])
            self._obs_at[seat] = self._version
        observations, mask, no_mask = self._views
        return {"observation": observations[seat], "action_mask": mask if seat == self._to_act else no_mask}

    def information_state(self, agent):
        """The seat's whole history as it saw it (docs/env.md), a read-only array overwritten when the position
        changes."""
        seat = self._seats[agent]
        if self._info is None:
            self._info = np.zeros((3, self.information_state_size), dtype=np.float32)
            self._info_out = [_float_buffer(row) for row in self._info]
            self._info_views = [_read_only(row) for row in self._info]
            self._info_at = [-1, -1, -1]
        if self._info_at[seat] != self._version:
            self._hand.informationState(seat, self._info_out[seat])
            self._info_at[seat] = self._version
        return self._info_views[seat]

    def legal_actions(self):
        """The legal action indices of the agent to act, in index order: a read-only array overwritten when the
        position changes."""
        return self._legal_now

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
        self._changed()
        if self._to_act < 0:
            self._hand.rewards(self._rewards)
            for i, a in enumerate(self.possible_agents):
                self.rewards[a] = float(self._rewards[i])
                self.terminations[a] = True
        else:
            self.agent_selection = self.possible_agents[self._to_act]
        for a, r in self.rewards.items():
            self._cumulative_rewards[a] += r
        if self.render_mode == "human":
            self.render()

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

    # ---- search: copies, taking back, determinizations ---------------------------------------
    def clone(self):
        """An independent copy: the same position, bookkeeping and random stream; stepping, undoing or
        resetting either leaves the other as it was."""
        other = copy.copy(self)
        other._hand = self._hand.copy()
        other._buffers()
        other._rng = copy.deepcopy(self._rng)
        other.agents = list(self.agents)
        for name in ("rewards", "_cumulative_rewards", "terminations", "truncations", "infos"):
            setattr(other, name, {a: (dict(v) if isinstance(v, dict) else v)
                                  for a, v in getattr(self, name).items()})
        other.metadata = dict(self.metadata)
        return other

    def undo(self):
        """Takes back the last action of the hand: every seat's observation and information state are then
        exactly those of the position before it, and a finished hand is in play again."""
        try:
            self._hand.undo()
        except _java.jpype.java.lang.IllegalStateException as e:
            raise ValueError(str(e.getMessage())) from None
        self._sync()

    def resample(self, seed=None, agent=None):
        """A determinization: a new environment whose hand is drawn uniformly among the full deals consistent
        with what ``agent`` (default: the agent to act) has seen, its history replayed with the other seats'
        hidden decisions filled in, so that the agent's observation and information state are unchanged.
        ``seed`` is an integer or a ``numpy.random.Generator`` (None: fresh entropy)."""
        agent = self.agent_selection if agent is None else agent
        seat = self.possible_agents.index(agent)
        if self._hand.isOver():
            return self.clone()  # a finished hand shows every card to every seat: nothing is left to draw
        if isinstance(seed, np.random.Generator):
            seed = int(seed.integers(-(2 ** 63), 2 ** 63 - 1, dtype=np.int64))
        elif seed is None:
            seed = int(np.random.default_rng().integers(-(2 ** 63), 2 ** 63 - 1, dtype=np.int64))
        random = _java.cls("org.tarock.engine.DealRandom")(int(seed))
        Determinization = _java.cls("org.tarock.solver.env.Determinization")
        try:
            state = Determinization.resample(self._game, self._hand.state().view(seat), random)
        except (_java.jpype.java.lang.IllegalArgumentException, _java.jpype.java.lang.IllegalStateException) as e:
            raise ValueError(str(e.getMessage())) from None
        other = self.clone()
        other._hand.start(state)
        other._changed()
        return other

    # ---- action names ------------------------------------------------------------------------
    def action_to_string(self, action):
        """The record string of an action index: ``"play HA"``, ``"bid solo"``, ``"discard E7 G9 S10"``."""
        try:
            return str(self._hand.actionString(int(action)))
        except _java.jpype.java.lang.IllegalArgumentException as e:
            raise ValueError(str(e.getMessage())) from None

    def string_to_action(self, text):
        """The action index of a record string (cards of a discard in any order)."""
        try:
            return int(self._hand.actionIndex(str(text)))
        except (self._illegal, _java.jpype.java.lang.IllegalArgumentException) as e:
            raise ValueError(str(e.getMessage())) from None

    # ---- records and text -------------------------------------------------------------------
    def state(self):
        """The whole position as the record of the hand so far (tarock-record/1 JSON text): a finished hand's
        record, or for a hand in progress the same envelope with the actions so far and a ``result`` holding
        only ``carry_before`` (docs/env.md). ``from_record(env.state())`` gives back the position."""
        return records.write(self._hand.state(), self._names, self._sitting_out)

    def record_json(self):
        """The finished hand's tarock-record/1 JSON text (the project's record writer)."""
        if not self._hand.isOver():
            raise ValueError(f"the hand is not over: {self.agent_selection} is to act (state() gives the record "
                             "so far)")
        return self.state()

    def render(self):
        """The hand as lines of text: facts, decisions, tricks, the cards of the agent to act (all cards at
        the end) and the legal actions with their indices. Printed with ``render_mode="human"``, returned
        otherwise."""
        factored = {"legal": self.legal_actions(), "chosen": list(self._hand.discardChosen())} \
            if self.factored_discard else {}
        out = _text.text(self._hand.state(), self.possible_agents, self._hand.actionSpace(),
                         self._game.vocabulary(), **factored)
        if self.render_mode == "human":
            print(out)
            return None
        return out

    def close(self):
        pass


def record_json(state):
    """A finished hand (an engine state) as a tarock-record/1 JSON text, the players named as the agents."""
    names, sitting_out = records.players(state.game())
    return records.write(state, names, sitting_out)


def _float_buffer(array):
    return jpype.nio.convertToDirectBuffer(array).order(_java.cls("java.nio.ByteOrder").nativeOrder()).asFloatBuffer()


def _int_buffer(array):
    return jpype.nio.convertToDirectBuffer(array).order(_java.cls("java.nio.ByteOrder").nativeOrder()).asIntBuffer()


def _read_only(array):
    view = array.view()
    view.flags.writeable = False
    return view


def _dict_space(parts):
    if _spaces is not None:
        return _spaces.Dict(parts)
    return parts
