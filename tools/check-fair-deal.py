#!/usr/bin/env python3
"""Check the fair deals of tarock records: check-fair-deal.py FILE...

Each FILE is a record (.json) or a match (.jsonl, one record per line) as the
tarock server writes them. For every record this script checks, with nothing but
Python's standard library, the `fairness` object of the scheme tarock-fair/1
(record-format.md, "Fair deals"; docs/fairness.md explains it):

  * SHA-256 applied `hand` times to the secret gives the commitment,
  * the deal seed made from the secret and the client seeds deals exactly the
    record's cards (docs/deal.md: SplitMix64, Lemire, Fisher-Yates, then the
    game's deal table),
  * `seats` holds the names of the players (and of the one sitting out),
  * in hand 1 the dealer is the first dealer the seed chose,
  * in a match file: the same commitment, client seeds and seats throughout,
    hand numbers one after another, and either every record is fair or none.

It does not check the play of the hand (`tarock verify` does that).
Prints one line per record; exit status 0 when every record checks out, 1
otherwise, 2 on a wrong command line.
"""

import hashlib
import json
import sys

SCHEME = "tarock-fair/1"
KEYS = ["scheme", "commitment", "hand", "secret", "client_seeds", "seats"]
MASK64 = (1 << 64) - 1
HEX_DIGITS = set("0123456789abcdef")

GERMAN_PACK = [s + r for s in "EGHS" for r in ["A", "10", "K", "O", "U", "9", "8", "7", "6"]]
TRUMPS = ["T%d" % n for n in range(1, 22)] + ["FOOL"]
TAROT_78 = TRUMPS + [s + r for s in "CDHS"
                     for r in ["K", "Q", "C", "J"] + [str(p) for p in range(10, 0, -1)]]
# Husarln keeps the Ten of the black suits (clubs, spades) and the One of the red ones
TAROT_42 = TRUMPS + [s + r for s in "CDHS" for r in ["K", "Q", "C", "J", "10" if s in "CS" else "1"]]

# Each game's deal table (rules file section 3) as packets from the top of the
# shuffled pack: (who, cards), who being "talon" or 0 forehand, 1 middlehand,
# 2 rearhand (the dealer's own seat at three).
PACKETS_4_3_4 = [(p, n) for n in (4, 3, 4) for p in (0, 1, 2)]
GAMES = {
    "german-tarok": (GERMAN_PACK, [("talon", 3)] + PACKETS_4_3_4),
    "bavarian-tarock": (GERMAN_PACK, [(0, 4), (1, 4), (2, 4), ("talon", 3)]
                        + [(p, n) for n in (3, 4) for p in (0, 1, 2)]),
    "leipzig-taroc": (TAROT_78, [(p, 5) for _ in range(5) for p in (0, 1, 2)] + [("talon", 3)]),
    "husarln": (TAROT_42, [("talon", 6)] + [(p, 6) for _ in range(2) for p in (0, 1, 2)]),
}


class SplitMix64:
    """The random source of docs/deal.md."""

    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def uniform(self, bound):
        """Lemire's multiply-and-shift with rejection: exactly uniform in [0, bound)."""
        threshold = ((1 << 32) - bound) % bound
        while True:
            m = (self.next() >> 32) * bound
            if m & 0xFFFFFFFF >= threshold:
                return m >> 32


def shuffled_pack(pack, seed):
    """The pack in canonical order shuffled by Fisher-Yates from the end: top card first."""
    order = list(pack)
    rng = SplitMix64(seed)
    for i in range(len(order) - 1, 0, -1):
        j = rng.uniform(i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def deal(game, seed, dealer):
    """The three hands (by record seat) and the talon of a seed, dealt as the game's rules say."""
    pack, packets = GAMES[game]
    cards = shuffled_pack(pack, seed)
    hands = [[], [], []]
    talon = []
    position = 0
    for who, count in packets:
        packet = cards[position:position + count]
        position += count
        if who == "talon":
            talon.extend(packet)
        else:
            hands[(dealer + 1 + who) % 3].extend(packet)
    return hands, talon


def sha256_times(data, times):
    for _ in range(times):
        data = hashlib.sha256(data).digest()
    return data


def deal_seed(secret, client_seeds, k):
    """Step 3: the first 8 bytes, big-endian, of SHA-256(s_k || seeds joined by newlines || newline || k)."""
    text = "\n".join(client_seeds) + "\n" + str(k)
    digest = hashlib.sha256(secret + text.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


def first_dealer(seed, table_size):
    """Step 4: the table seat of the first dealer."""
    return SplitMix64(seed).uniform(table_size)


def client_seed_problem(seed):
    if len(seed) > 64:
        return "longer than 64 characters"
    for i, c in enumerate(seed):
        if not "!" <= c <= "~":
            return "character %d is %r (allowed: ! to ~)" % (i + 1, c)
    return None


class Unfair(Exception):
    """A record whose fair deal does not check out; the message names the field."""


def is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def is_hex64(value):
    return isinstance(value, str) and len(value) == 64 and set(value) <= HEX_DIGITS


def string_list(value, size, path):
    if not isinstance(value, list) or len(value) != size or not all(isinstance(s, str) for s in value):
        raise Unfair("%s: expected a list of %d strings, one per table seat" % (path, size))
    return value


def read_fairness(record):
    """The record's fairness object, its shape checked; None when the record has none."""
    fairness = record.get("fairness")
    if fairness is None:
        return None
    if not isinstance(fairness, dict):
        raise Unfair("fairness: expected an object")
    for key in KEYS:
        if key not in fairness:
            raise Unfair("fairness.%s: missing" % key)
    for key in fairness:
        if key not in KEYS:
            raise Unfair("fairness.%s: not a key of %s" % (key, SCHEME))
    if fairness["scheme"] != SCHEME:
        raise Unfair("fairness.scheme: expected %r" % SCHEME)
    for key in ("commitment", "secret"):
        if not is_hex64(fairness[key]):
            raise Unfair("fairness.%s: expected 64 lower-case hex digits" % key)
    if not is_int(fairness["hand"]) or fairness["hand"] < 1:
        raise Unfair("fairness.hand: expected an integer from 1")
    size = 4 if record.get("sitting_out") is not None else 3
    seeds = string_list(fairness["client_seeds"], size, "fairness.client_seeds")
    for i, seed in enumerate(seeds):
        problem = client_seed_problem(seed)
        if problem:
            raise Unfair("fairness.client_seeds[%d]: %s" % (i, problem))
    seats = string_list(fairness["seats"], size, "fairness.seats")
    if "" in seats or len(set(seats)) != size:
        raise Unfair("fairness.seats: expected %d distinct names" % size)
    return fairness


def check_envelope(record):
    """The fields the deal check reads, in the shape the record format gives them."""
    if record.get("format") != "tarock-record/1":
        raise Unfair("format: expected \"tarock-record/1\"")
    if record.get("game") not in GAMES:
        raise Unfair("game: expected one of %s" % ", ".join(sorted(GAMES)))
    players = record.get("players")
    if not isinstance(players, list) or len(players) != 3 or not all(isinstance(p, str) for p in players):
        raise Unfair("players: expected 3 names")
    if not is_int(record.get("dealer")) or not 0 <= record["dealer"] <= 2:
        raise Unfair("dealer: expected 0, 1 or 2")
    dealt = record.get("deal")
    if (not isinstance(dealt, dict) or not isinstance(dealt.get("hands"), list) or len(dealt["hands"]) != 3
            or not all(isinstance(h, list) for h in dealt["hands"]) or not isinstance(dealt.get("talon"), list)):
        raise Unfair("deal: expected {\"hands\": [3 lists], \"talon\": [...]}")


def check_deal(record, fairness):
    """Raises Unfair unless the well-formed fairness object proves the record's deal fair."""
    k = fairness["hand"]
    secret = bytes.fromhex(fairness["secret"])
    if sha256_times(secret, k).hex() != fairness["commitment"]:
        raise Unfair("fairness.secret: SHA-256 applied %d time%s does not give fairness.commitment"
                     % (k, "" if k == 1 else "s"))
    names = list(record["players"])
    sitting_out = record.get("sitting_out")
    if sitting_out is not None:
        names.append(sitting_out)
    seats = fairness["seats"]
    if sorted(names) != sorted(seats):
        raise Unfair("fairness.seats: %s are not the names of the players %s" % (json.dumps(seats), json.dumps(names)))
    seed = deal_seed(secret, fairness["client_seeds"], k)
    hands, talon = deal(record["game"], seed, record["dealer"])
    for i in range(3):
        if sorted(hands[i]) != sorted(record["deal"]["hands"][i]):
            raise Unfair("deal.hands[%d]: not the deal of the fair seed" % i)
    if talon != record["deal"]["talon"]:
        raise Unfair("deal.talon: not the talon of the fair seed")
    if k == 1:
        first = seats[first_dealer(seed, len(seats))]
        dealer = sitting_out if sitting_out is not None else record["players"][record["dealer"]]
        if dealer != first:
            raise Unfair("dealer: the first dealer of the fair seed is %s (fairness.seats[%d]), not %s"
                         % (json.dumps(first), seats.index(first), json.dumps(dealer)))


def check_against_previous(previous, fairness):
    """A match file's tie between two fair records."""
    for key in ("commitment", "client_seeds", "seats"):
        if fairness[key] != previous[key]:
            raise Unfair("fairness.%s: not the previous record's (one match, one %s)" % (key, key.replace("_", " ")))
    if fairness["hand"] != previous["hand"] + 1:
        raise Unfair("fairness.hand: expected %d (one more than the previous record's), found %d"
                     % (previous["hand"] + 1, fairness["hand"]))


def records_of(path):
    """(line number, text) of each record of a file."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if path.endswith(".jsonl"):
        return [(i + 1, line) for i, line in enumerate(text.splitlines())]
    return [(1, text)]


def check_file(path, out):
    """Checks one file, printing a line per record; returns the number of records that do not check out."""
    try:
        entries = records_of(path)
    except (OSError, UnicodeDecodeError) as e:
        out.write("%s: cannot read the file: %s\n" % (path, e))
        return 1
    if not entries:
        out.write("%s: no records\n" % path)
        return 1
    bad = 0
    previous = None  # the previous record's fairness object, False when it had none, None when unknown
    for line, text in entries:
        current = None
        try:
            try:
                record = json.loads(text)
            except ValueError as e:
                raise Unfair("malformed JSON: %s" % e)
            if not isinstance(record, dict):
                raise Unfair("expected a record (a JSON object)")
            check_envelope(record)
            fairness = read_fairness(record)
            current = fairness if fairness is not None else False
            if fairness is None:
                raise Unfair("fairness: missing (the deal was not made by %s, so it cannot be checked)" % SCHEME)
            if previous is False:
                raise Unfair("fairness: the previous record has none (in a match every record is fair or none)")
            check_deal(record, fairness)
            if previous:
                check_against_previous(previous, fairness)
            out.write("%s:%d: ok: hand %d of commitment %s dealt fairly\n"
                      % (path, line, fairness["hand"], fairness["commitment"]))
        except Unfair as e:
            bad += 1
            out.write("%s:%d: NOT FAIR: %s\n" % (path, line, e))
        previous = current
    return bad


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        sys.stderr.write(__doc__)
        return 2
    bad = sum(check_file(path, sys.stdout) for path in argv[1:])
    return 0 if bad == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
