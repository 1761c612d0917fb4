"""A hand as text for a person: what the seat to act sees (or everything, once the hand is over)."""

import re

from tarock_env import _java

_NAMES = {
    "german-tarok": "German Tarok", "bavarian-tarock": "Bavarian Tarock", "leipzig-taroc": "Leipzig Taroc",
    "husarln": "Husarln",
}

# Leipzig Taroc's Skart offers over a thousand discards: the first ones show what the choice is.
_LEGAL_SHOWN = 60


def text(state, agents, space, vocabulary, legal=None, chosen=()):
    """Several lines: the game and phase, the public facts, the decisions other than card play, the tricks
    so far, each seat's cards (the seat to act's own; all of them at the end), and the legal actions with
    their indices (the engine's list, or ``legal`` when given); at the end the settlement. ``chosen``: the
    cards of a discard chosen so far (the factored discard)."""
    over = bool(state.isOver())
    seat = int(state.currentSeat())
    view = state.view(0 if over else seat)
    game = str(state.game().id().id())
    dealer = "player_3 (sitting out)" if int(state.game().tableSize()) == 4 else agents[int(state.dealer())]
    lines = [f"{_NAMES.get(game, game)}: {str(state.phase()).lower()}, dealer {dealer}, "
             + ("the hand is over" if over else f"{agents[seat]} to act")]
    facts = _facts(view.detail(), agents)
    if facts:
        lines.append("  " + facts)
    said = [f"{agents[int(m.seat())]} {vocabulary.format(m.action())}" for m in view.history()
            if int(_java.cls("org.tarock.engine.Action").kind(m.action())) != 1]
    if said:
        lines.append("  said: " + ", ".join(said))
    tricks = list(view.tricks())
    for t, trick in enumerate(tricks):
        cards = " ".join(f"{agents[int(trick.seatOf(i))]}:{trick.cards().get(i).code()}"
                         for i in range(int(trick.cards().size())))
        done = int(trick.cards().size()) == 3
        lines.append(f"  trick {t + 1}: {cards}" + (f"  -> {agents[int(trick.winner())]}" if done else ""))
    for s, agent in enumerate(agents):
        held = int(view.handSizes().get(s))
        if over or s == seat:
            cards = state.view(s).hand() if over else view.hand()
            lines.append(f"  {agent} holds {held}: " + " ".join(str(c.code()) for c in cards))
        else:
            lines.append(f"  {agent} holds {held} cards")
    if view.talon().size() > 0:
        lines.append("  talon seen: " + " ".join(str(c.code()) for c in view.talon()))
    if over:
        settlement = ", ".join(f"{agents[k]} {float(a.halves()) / 2:+g}"
                               for k, a in enumerate(state.result().settlement()))
        lines.append(f"  settlement: {settlement}")
    else:
        if len(chosen):
            pack = state.game().pack()
            lines.append("  discard chosen so far: " + " ".join(str(pack.card(int(c)).code()) for c in chosen))
        if legal is None:
            n = int(state.maxActions())
            buffer = _java.jpype.JArray(_java.jpype.JInt)(n)
            indices = _java.jpype.JArray(_java.jpype.JInt)(n)
            count = int(space.legalIndices(state, buffer, indices, 0))
        else:
            indices, count = legal, len(legal)
        shown = min(count, _LEGAL_SHOWN)
        legal = [f"{int(indices[k])} {vocabulary.format(space.action(int(indices[k])))}" for k in range(shown)]
        more = f" | ... ({count - shown} more)" if count > shown else ""
        lines.append(f"  legal ({count}): " + " | ".join(legal) + more)
    return "\n".join(lines)


def _facts(detail, agents):
    """A game's public facts read from its record's components, unset ones (null, -1, false, empty) left out."""
    if detail is None:
        return ""
    parts = []
    for rc in detail.getClass().getRecordComponents():
        name = str(rc.getName())
        value = rc.getAccessor().invoke(detail)
        shown = _value(name, value, agents)
        if shown:
            parts.append(re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name).lower() + " " + shown)
    return ", ".join(parts)


def _value(name, value, agents):
    if value is None or str(value) in ("false", "-1", "[]"):
        return ""
    if name == "declarer" or name.endswith("Seat"):
        return agents[int(value)]
    if isinstance(value, _java.jpype.JClass("java.lang.Enum")):
        return str(value.name()).lower().replace("_", "-")
    if isinstance(value, _java.jpype.JClass("java.util.List")):
        items = [_value("", v, agents) for v in value]
        return "[" + ", ".join(i or "-" for i in items) + "]" if any(items) else ""
    if isinstance(value, _java.jpype.JClass("org.tarock.engine.Card")):
        return str(value.code())
    if isinstance(value, _java.jpype.JClass("java.lang.Boolean")) or isinstance(value, bool):
        return "yes" if bool(value) else ""
    if value.getClass().isRecord():
        inner = _facts(value, agents)
        return f"({inner})" if inner else ""
    return str(value)
