"""Positions as records: from_record(record, step) and state() on the records `tarock simulate` writes."""

import json
import os
import subprocess
import tempfile
import unittest

from tests.support import MISSING, ROOT, np, observations

SIMULATED = [("german-tarok", []), ("bavarian-tarock", []), ("leipzig-taroc", []), ("husarln", []),
             ("bavarian-tarock", ["--option", "table-size=4"]), ("german-tarok", ["--option", "table-size=4"])]


def simulate(game, extra, hands=3):
    """The records of a short match of basic bots (carried pots and the dealer moving on included)."""
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "match.jsonl")
        subprocess.run([os.path.join(ROOT, "tarock"), "simulate", "--game", game, "--hands", str(hands),
                        "--seed", "4", "--out", out, *extra], check=True, capture_output=True, text=True)
        with open(out) as f:
            return [json.loads(line) for line in f]


def so_far(record, step):
    """The record of the hand after its first ``step`` actions, as state() writes it."""
    out = dict(record, actions=record["actions"][:step])
    if step < len(record["actions"]):
        carry = record["result"].get("carry_before")
        out["result"] = {} if carry is None else {"carry_before": carry}
    return out


@unittest.skipIf(MISSING, f"JPype or numpy is not installed ({MISSING})")
class RecordTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.records = [(f"{game} {' '.join(extra)}".strip(), r) for game, extra in SIMULATED
                       for r in simulate(game, extra)]

    def test_the_position_after_each_step_writes_the_record_so_far_and_reads_back(self):
        import tarock_env
        for label, record in self.records:
            with self.subTest(label):
                for step in range(len(record["actions"]) + 1):
                    env = tarock_env.from_record(record, step)
                    written = env.state()
                    self.assertEqual(json.loads(written), so_far(record, step), f"step {step}")
                    again = tarock_env.from_record(written)
                    self.assertEqual(again.state(), written)
                    for (o1, m1, i1), (o2, m2, i2) in zip(observations(env), observations(again)):
                        np.testing.assert_array_equal(i1, i2)
                        np.testing.assert_array_equal(m1, m2)

    def test_stepping_the_records_actions_from_its_start_gives_each_position(self):
        import tarock_env
        for label, record in self.records:
            with self.subTest(label):
                env = tarock_env.from_record(json.dumps(record), 0)
                for step, a in enumerate(record["actions"]):
                    self.assertEqual(env.agent_selection, f"player_{a['seat']}")
                    env.step(env.string_to_action(a["act"]))
                    expected = tarock_env.from_record(record, step + 1)
                    for (o1, m1, i1), (o2, m2, i2) in zip(observations(env), observations(expected)):
                        np.testing.assert_array_equal(i1, i2)
                self.assertEqual(json.loads(env.record_json()), record)
                settlement = [float(x) for x in record["result"]["settlement"]]
                self.assertEqual([env.rewards[f"player_{i}"] for i in range(3)], settlement)

    def test_a_finished_record_gives_its_settlement_as_the_rewards(self):
        import tarock_env
        for label, record in self.records:
            with self.subTest(label):
                env = tarock_env.from_record(record)
                self.assertTrue(all(env.terminations.values()))
                self.assertEqual(env.last()[1], float(record["result"]["settlement"][
                    env.possible_agents.index(env.agent_selection)]))

    def test_a_bad_record_is_refused_naming_the_field_or_the_action(self):
        import tarock_env
        record = self.records[0][1]
        bad = dict(record, actions=[dict(record["actions"][0], seat=(record["actions"][0]["seat"] + 1) % 3)]
                   + record["actions"][1:])
        with self.assertRaisesRegex(ValueError, r"^action #0 \(seat"):
            tarock_env.from_record(so_far(bad, 1))
        with self.assertRaisesRegex(ValueError, r"^action #0 \(seat"):
            tarock_env.from_record(bad, 1)
        with self.assertRaisesRegex(ValueError, r"^step: expected 0\.\."):
            tarock_env.from_record(record, len(record["actions"]) + 1)
        with self.assertRaisesRegex(ValueError, r"^deal: missing"):
            tarock_env.from_record({k: v for k, v in record.items() if k != "deal"})
        with self.assertRaisesRegex(ValueError, r"result\.settlement"):
            tarock_env.from_record(dict(record, result=dict(record["result"], settlement=[9, 9, -18])), 0)
        with self.assertRaisesRegex(ValueError, r"^malformed JSON"):
            tarock_env.from_record("{")

    def test_with_four_at_the_table_the_record_names_the_agents_and_the_dealer_sitting_out(self):
        import tarock_env
        for game in ("bavarian-tarock", "german-tarok"):
            with self.subTest(game):
                env = tarock_env.env(game, seed=1, table_size=4)
                env.reset()
                record = json.loads(env.state())
                self.assertEqual(record["players"], env.possible_agents)
                self.assertEqual(record["sitting_out"], "player_3")
                self.assertEqual(record["dealer"], 2)


if __name__ == "__main__":
    unittest.main()
