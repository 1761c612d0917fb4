"""Positions as tarock-record/1 records: the hand so far written out, and a record's position read back.

A finished hand's record is the project's own (``RecordWriter``), checked by ``RecordReader`` when read. A hand
in progress is written as the same envelope with the actions so far and a ``result`` holding only what is
known before the end: ``carry_before`` for a game that carries a state from hand to hand, else nothing. Such a
record is read back by replaying its actions through the engine, each checked (docs/env.md, "Records").
"""

import json

import numpy as np

from tarock_env import _java


def players(game):
    """The names an environment gives its seats: the agents, and ``player_3`` for a dealer who sits out."""
    names = [f"player_{i}" for i in range(3)]
    return names, ("player_3" if int(game.tableSize()) == 4 else None)


def write(state, names, sitting_out):
    """The record of ``state`` (an engine state, finished or not) as one line of tarock-record/1 JSON."""
    HandRecord = _java.cls("org.tarock.records.HandRecord")
    RecordWriter = _java.cls("org.tarock.records.RecordWriter")
    if state.isOver():
        result = state.result()
    else:
        carry = state.carryBefore()
        fields = _java.cls("java.util.LinkedHashMap")()
        if carry.fields() is not None:
            fields.put("carry_before", carry.fields())
        Set = _java.cls("java.util.Set")
        result = _java.cls("org.tarock.engine.HandResult")(fields, Set.of(), Set.of(), carry)
    record = HandRecord(state.game(), _java_list(names), int(state.dealer()), sitting_out, state.deal(),
                        state.moves(), result)
    return str(RecordWriter.toJson(record))


class Position:
    """A record read back: its game (engine ``Game``), the state after its first ``step`` actions, the names."""

    def __init__(self, game, state, names, sitting_out):
        self.game = game
        self.state = state
        self.names = names
        self.sitting_out = sitting_out


def read(record, step=None):
    """The position after the first ``step`` actions (all when None) of a record given as dict or JSON text.

    A record whose hand is over after its actions is checked completely by the project's reader (its result
    included); one in progress action by action as it is replayed. Problems raise ``ValueError`` naming the
    field or the action, as ``tarock verify`` does.
    """
    if isinstance(record, (str, bytes)):
        try:
            record = json.loads(record)
        except json.JSONDecodeError as e:
            raise ValueError(f"malformed JSON at line {e.lineno}, column {e.colno}: {e.msg}") from None
    if not isinstance(record, dict):
        raise ValueError(f"expected a record (a JSON object), found {type(record).__name__}")
    if record.get("format") != "tarock-record/1":
        raise ValueError(f"format: expected \"tarock-record/1\", found {json.dumps(record.get('format'))}")
    game = _game(record)
    names = _names(record)
    sitting_out = record.get("sitting_out")
    if int(game.tableSize()) == 4 and (not isinstance(sitting_out, str) or not sitting_out or sitting_out in names):
        raise ValueError("sitting_out: expected the name of the dealer who sits out (table-size 4), not one of "
                         f"players, found {json.dumps(sitting_out)}")
    if int(game.tableSize()) == 3 and sitting_out is not None:
        raise ValueError("sitting_out: must be absent or null with three at the table, found "
                         + json.dumps(sitting_out))
    dealer = _field(record, "dealer")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer <= 2:
        raise ValueError(f"dealer: expected 0, 1 or 2, found {json.dumps(dealer)}")
    deal = _deal(_field(record, "deal"), game.pack())
    actions = _field(record, "actions")
    if not isinstance(actions, list):
        raise ValueError("actions: expected a list of {\"seat\": s, \"act\": \"...\"}")
    if step is None:
        step = len(actions)
    if isinstance(step, bool) or not isinstance(step, (int, np.integer)) or not 0 <= step <= len(actions):
        raise ValueError(f"step: expected 0..{len(actions)} (the record has {len(actions)} actions), found {step!r}")
    result = record.get("result")
    if isinstance(result, dict) and "settlement" in result:
        _check_whole(record)
    carry = _carry(game, result)
    try:
        state = game.newHand(deal, dealer, carry)
    except _java.jpype.java.lang.IllegalArgumentException as e:
        raise ValueError(str(e.getMessage())) from None
    vocabulary = game.vocabulary()
    for i, a in enumerate(actions[:int(step)]):
        if not isinstance(a, dict) or not isinstance(a.get("seat"), int) or not isinstance(a.get("act"), str):
            raise ValueError(f"actions[{i}]: expected {{\"seat\": s, \"act\": \"...\"}}, found {json.dumps(a)}")
        try:
            action = vocabulary.parse(a["act"])
            refusal = state.check(a["seat"], action)
        except _java.cls("org.tarock.engine.IllegalActionException") as e:
            refusal = e.refusal()
        if refusal is not None:
            raise ValueError(f"action #{i} (seat {a['seat']}, {json.dumps(a['act'])}): "
                             f"{refusal.reason().code()}: {refusal.message()}")
        state.applyTrusted(action)
    return Position(game, state, names, sitting_out)


def _check_whole(record):
    RecordReader = _java.cls("org.tarock.records.RecordReader")
    try:
        RecordReader.read(json.dumps(record))
    except _java.cls("org.tarock.records.RecordException") as e:
        raise ValueError(str(e.getMessage())) from None


def _field(record, name):
    if name not in record:
        raise ValueError(f"{name}: missing")
    return record[name]


def _game(record):
    Games = _java.cls("org.tarock.engine.Games")
    GameId = _java.cls("org.tarock.engine.GameId")
    game = _field(record, "game")
    try:
        book = Games.ruleBook(GameId.of(str(game)))
    except _java.jpype.java.lang.IllegalArgumentException as e:
        raise ValueError(f"game: {e.getMessage()}") from None
    rules = _field(record, "rules")
    if not isinstance(rules, dict):
        raise ValueError("rules: expected an object with every rule option")
    try:
        return Games.create(book.resolve(to_java(rules), True))
    except _java.cls("org.tarock.engine.RulesException") as e:
        raise ValueError(str(e.getMessage())) from None


def _names(record):
    names = _field(record, "players")
    if (not isinstance(names, list) or len(names) != 3 or len(set(map(str, names))) != 3
            or not all(isinstance(n, str) and n for n in names)):
        raise ValueError(f"players: expected a list of 3 distinct names, found {json.dumps(names)}")
    return list(names)


def _deal(deal, pack):
    if not isinstance(deal, dict) or not isinstance(deal.get("hands"), list) or len(deal["hands"]) != 3:
        raise ValueError("deal: expected {\"hands\": [3 lists of card codes], \"talon\": [...]}")

    def cards(codes, path):
        if not isinstance(codes, list):
            raise ValueError(f"{path}: expected a list of card codes")
        out = _java.cls("java.util.ArrayList")()
        for i, code in enumerate(codes):
            card = pack.find(code) if isinstance(code, str) else None
            if card is None:
                raise ValueError(f"{path}[{i}]: unknown card {json.dumps(code)} (not a card of the "
                                 f"{pack.displayName()})")
            out.add(card)
        return out

    hands = _java.cls("java.util.ArrayList")()
    for i, h in enumerate(deal["hands"]):
        hands.add(cards(h, f"deal.hands[{i}]"))
    return _java.cls("org.tarock.engine.Deal")(hands, cards(deal.get("talon"), "deal.talon"))


def _carry(game, result):
    initial = game.initialCarry()
    if initial.fields() is None:
        return initial
    fields = result.get("carry_before") if isinstance(result, dict) else None
    if fields is None:
        raise ValueError(f"result.carry_before: missing ({game.id().id()} carries a state from hand to hand)")
    try:
        return game.parseCarry(to_java(fields))
    except _java.jpype.java.lang.IllegalArgumentException as e:
        raise ValueError(f"result.carry_before: {e.getMessage()}") from None


def to_java(value):
    """A JSON value as the engine reads it: maps, lists, Long for whole numbers, BigDecimal for others."""
    j = _java.jpype.java
    if isinstance(value, dict):
        out = j.util.LinkedHashMap()
        for k, v in value.items():
            out.put(str(k), to_java(v))
        return out
    if isinstance(value, list):
        return _java_list([to_java(v) for v in value])
    if isinstance(value, bool):
        return j.lang.Boolean(value)
    if isinstance(value, int):
        return j.lang.Long(value)
    if isinstance(value, float):
        return j.math.BigDecimal(repr(value))
    if isinstance(value, str):
        return j.lang.String(value)
    return None


def _java_list(values):
    out = _java.cls("java.util.ArrayList")()
    for v in values:
        out.add(v)
    return out
