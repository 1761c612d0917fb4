"""The self-play decisions file between Java and Python: what ``tarock selfplay`` writes Python reads, and what
Python writes back the engine's reader reads as the same decisions."""

import gzip
import json
import os
import subprocess
import tempfile
import unittest

from tests.support import MISSING, ROOT, np


@unittest.skipIf(MISSING, f"JPype or numpy is not installed ({MISSING})")
class DecisionsFileTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.TemporaryDirectory()
        cls.data = os.path.join(cls.dir.name, "data")
        java = "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java"
        run = subprocess.run([java if os.path.exists(java) else "java", "-jar",
                              os.path.join(ROOT, "cli", "target", "tarock.jar"), "selfplay", "--game", "husarln",
                              "--bots", "basic,random,basic", "--hands", "4", "--seed", "1000", "--explore", "0.3",
                              "--alternatives", "--out", cls.data], capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        from tarock_learn import decisions
        cls.decisions = decisions
        cls.read = decisions.read(os.path.join(cls.data, "decisions.bin.gz"))

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    def test_python_reads_every_decision_the_command_wrote(self):
        with open(os.path.join(self.data, "selfplay.json")) as f:
            settings = json.load(f)
        d = self.read
        self.assertEqual(len(d), settings["decisions"])
        self.assertEqual(d.header["game"], "husarln")
        self.assertEqual(d.header["kinds"], ["basic", "random"])
        self.assertEqual(sorted(set(d.hand.tolist())), [0, 1, 2, 3])
        starts, legal = d.legal_starts, d.legal
        for r in range(len(d)):
            self.assertIn(d.choice[r], legal[starts[r]:starts[r + 1]])
        self.assertTrue(np.all(d.features(np.arange(len(d))).sum(axis=1) > 0))

    def test_each_decision_before_card_play_has_an_outcome_for_every_action_but_the_one_taken(self):
        d = self.read
        before = ~np.isin(d.phase, [self.decisions.PHASES.index("play"), self.decisions.PHASES.index("discard")])
        np.testing.assert_array_equal(d.played_out, before)
        self.assertTrue(before.any())
        for r in np.flatnonzero(before):
            legal = d.legal[d.legal_starts[r]:d.legal_starts[r + 1]]
            outcomes = d.outcomes[d.legal_starts[r]:d.legal_starts[r + 1]]
            np.testing.assert_array_equal(np.isnan(outcomes), legal == d.choice[r])

    def test_the_file_python_writes_back_is_the_same_bytes_and_the_same_decisions_in_java(self):
        back = os.path.join(self.dir.name, "back.bin.gz")
        self.decisions.write(back, self.read)
        original = os.path.join(self.data, "decisions.bin.gz")
        with gzip.open(original) as a, gzip.open(back) as b:
            self.assertEqual(a.read(), b.read())
        from tarock_env import _java
        files = _java.cls("org.tarock.bots.selfplay.DecisionFile")
        path = _java.jpype.java.nio.file.Path
        java_original = files.read(path.of(original))
        java_back = files.read(path.of(back))
        self.assertEqual(java_back.decisions().size(), len(self.read))
        self.assertTrue(java_back.equals(java_original))

    def test_a_subset_keeps_each_decisions_legal_actions_and_features(self):
        rows = np.array([0, 3, len(self.read) - 1])
        sub = self.read.subset(rows)
        np.testing.assert_array_equal(sub.choice, self.read.choice[rows])
        np.testing.assert_array_equal(sub.features(np.arange(3)), self.read.features(rows))
        for k, r in enumerate(rows):
            np.testing.assert_array_equal(sub.legal[sub.legal_starts[k]:sub.legal_starts[k + 1]],
                                          self.read.legal[self.read.legal_starts[r]:self.read.legal_starts[r + 1]])


if __name__ == "__main__":
    unittest.main()
