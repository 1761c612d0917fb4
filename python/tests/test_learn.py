"""The expert's training: a model fitted to ``tarock selfplay`` data, exported so that the bots' Java reads exactly
the trained weights and computes what numpy computes, with its manifest."""

import json
import os
import subprocess
import tempfile
import unittest

from tests.support import MISSING, ROOT, np


@unittest.skipIf(MISSING, f"JPype or numpy is not installed ({MISSING})")
class TrainingTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.TemporaryDirectory()
        cls.data = os.path.join(cls.dir.name, "data")
        java = "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java"
        run = subprocess.run([java if os.path.exists(java) else "java", "-jar",
                              os.path.join(ROOT, "cli", "target", "tarock.jar"), "selfplay", "--game",
                              "bavarian-tarock", "--bots", "easy,basic,basic", "--hands", "30", "--seed", "1000",
                              "--explore", "0.3", "--alternatives", "--out", cls.data], capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        from tarock_learn import decisions, network, train
        cls.decisions, cls.network, cls.train = decisions, network, train
        cls.policy = os.path.join(cls.dir.name, "policy.tnp")
        train.main(["--model", "policy", "--data", cls.data, "--out", cls.policy, "--hidden", "8", "--epochs", "2"])
        cls.value = os.path.join(cls.dir.name, "value.tnp")
        train.main(["--model", "value", "--kinds", "easy", "--data", cls.data, "--out", cls.value, "--hidden", "8",
                    "--epochs", "2"])

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    def test_java_reads_the_exported_weights_and_scores_as_numpy_does(self):
        from tarock_env import _java
        game, layers, attributes = self.network.load(self.policy)
        self.assertEqual((game, attributes), ("bavarian-tarock", {"output": "logits"}))
        java = _java.cls("org.tarock.bots.policy.Policy").load(_java.jpype.java.nio.file.Path.of(self.policy))
        self.assertEqual(java.output(), "logits")
        d = self.decisions.read(os.path.join(self.data, "decisions.bin.gz"))
        x = d.features(np.arange(0, len(d), 7))
        mine = self.network.forward(layers, x)
        for i in range(len(x)):
            theirs = np.array(java.scores(_java.jpype.JArray(_java.jpype.JFloat)(x[i].tolist())))
            np.testing.assert_allclose(theirs, mine[i], rtol=1e-5, atol=1e-5)

    def test_the_text_holds_exactly_the_trained_float32_weights(self):
        rng = np.random.default_rng(4)
        layers = [(rng.standard_normal((3, 5)).astype(np.float32) * 1e-3, rng.standard_normal(3).astype(np.float32)),
                  (rng.standard_normal((2, 3)).astype(np.float32) * 1e4, rng.standard_normal(2).astype(np.float32))]
        path = os.path.join(self.dir.name, "exact.tnp")
        self.network.save(path, "husarln", layers, output="value", scale=56.9)
        game, back, attributes = self.network.load(path)
        self.assertEqual(attributes, {"output": "value", "scale": "56.9"})
        for (w, b), (w2, b2) in zip(layers, back):
            np.testing.assert_array_equal(w, w2)
            np.testing.assert_array_equal(b, b2)

    def test_each_manifest_names_its_data_command_and_held_out_figures(self):
        with open(os.path.splitext(self.policy)[0] + ".json") as f:
            policy = json.load(f)
        self.assertEqual(policy["data"][0]["seed"], 1000)
        self.assertEqual(policy["data"][0]["hands"], 30)
        self.assertIn("--model policy", policy["command"])
        self.assertGreater(policy["held_out_rows"], 0)
        self.assertIn("play", policy["log_loss"])
        self.assertIn("play", policy["basic_log_loss"])
        with open(os.path.splitext(self.value)[0] + ".json") as f:
            value = json.load(f)
        self.assertEqual(value["attributes"], {"output": "value", "scale": 5.3, "value": "correction"})
        errors = value["value_error_units"]
        self.assertGreater(errors["all"]["actions"], 0)
        self.assertGreater(errors["all"]["rmse_estimate"], 0)
        self.assertGreater(errors["untaken"]["actions"], 0)

    def test_the_value_learns_each_played_out_action_with_its_outcome_and_the_taken_one_with_the_hands(self):
        d = self.decisions.read(os.path.join(self.data, "decisions.bin.gz"))
        usable = (d.phase == self.decisions.PHASES.index("auction")) & d.estimated
        rows, actions, outcome, estimate = self.train.value_pairs(d, usable)
        taken = actions == d.choice[rows]
        self.assertEqual(set(rows[taken].tolist()), set(np.flatnonzero(usable).tolist()))
        np.testing.assert_array_equal(outcome[taken], d.worth()[rows[taken]])
        self.assertGreater((~taken).sum(), taken.sum())
        for r, a, o, e in zip(rows[~taken], actions[~taken], outcome[~taken], estimate[~taken]):
            at = d.legal_starts[r] + int(np.flatnonzero(d.legal[d.legal_starts[r]:d.legal_starts[r + 1]] == a)[0])
            self.assertEqual(o, d.outcomes[at])
            self.assertEqual(e, d.estimates[at])

    def test_a_choice_is_measured_by_the_outcome_of_the_action_it_takes(self):
        class Data:
            legal_starts = np.array([0, 2, 4])
            estimates = np.array([2.0, 1.0, 1.0, 2.0], dtype=np.float32)
        rows = np.array([0, 0, 1, 1])
        worth = np.array([1.0, 3.0, 5.0, 2.0])
        figures = self.train.choice_figures(rows, worth, Data.estimates.astype(float), np.array([0, 5, 0, -5.0]),
                                            Data())
        self.assertEqual(figures["decisions"], 2)
        self.assertEqual(figures["estimate"], 1.5)
        self.assertEqual(figures["estimate_and_model_1.0"]["mean"], 4.0)
        self.assertEqual(figures["estimate_and_model_1.0"]["gain"], 2.5)
        self.assertEqual(figures["estimate_and_model_1.0"]["changed"], 1.0)
        self.assertEqual(figures["estimate_and_model_0.25"]["mean"], 4.0)


if __name__ == "__main__":
    unittest.main()
