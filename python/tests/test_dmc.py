"""The Deep Monte-Carlo example: a tiny training, and its export as the bot kind ``policy`` reads it."""

import os
import subprocess
import sys
import tempfile
import unittest

from tests.support import MISSING, ROOT, np

try:
    import torch  # noqa: F401
    NO_TORCH = None
except ImportError as e:  # pragma: no cover - depends on the machine
    NO_TORCH = str(e)

sys.path.insert(0, os.path.join(ROOT, "python", "examples"))


@unittest.skipIf(MISSING, f"JPype or numpy is not installed ({MISSING})")
@unittest.skipIf(NO_TORCH, f"PyTorch is not installed ({NO_TORCH})")
class DeepMonteCarloTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        import dmc
        cls.dmc = dmc
        cls.dir = tempfile.TemporaryDirectory()
        cls.net, cls.summary = dmc.train(cpu_seconds=2.0, batch=16, hidden=(8,), steps_per_update=8, seed=3,
                                         snapshots=cls.dir.name, snapshot_every=1.0, log=None)
        cls.file = os.path.join(cls.dir.name, "policy.tnp")
        cls.net.save(cls.file, "bavarian-tarock")

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    def test_training_fits_the_decisions_of_finished_hands_and_keeps_snapshots(self):
        self.assertGreater(self.summary["hands"], 0)
        self.assertGreater(self.summary["decisions"], 0)
        self.assertTrue(os.path.exists(os.path.join(self.dir.name, "snapshot-000.tnp")))
        self.assertTrue(os.path.exists(os.path.join(self.dir.name, "snapshots.json")))

    def test_a_fit_step_brings_the_chosen_outputs_towards_their_targets(self):
        torch = self.dmc.torch
        rng = np.random.default_rng(1)
        net = self.dmc.Network([5, 4, 3], torch.Generator().manual_seed(1))
        optimiser = torch.optim.Adam(net.parameters(), lr=1e-2)
        x = rng.random((32, 5), dtype=np.float32)
        a = rng.integers(0, 3, 32)
        y = np.ones(32, dtype=np.float32)
        first = self.dmc.fit(net, optimiser, x, a, y)
        for _ in range(200):
            last = self.dmc.fit(net, optimiser, x, a, y)
        self.assertLess(last, first / 10)

    def test_the_target_is_the_seats_settlement_less_the_mean_of_the_other_two(self):
        # a hand that paid 3 units into the pot: the settlements add up to -3
        settlement = np.array([5.0, -4.0, -4.0], dtype=np.float32)
        self.assertEqual(self.dmc.margin(settlement, 0), 9.0)
        self.assertEqual(self.dmc.margin(settlement, 1), -4.5)
        # zero-sum: 1.5 times the settlement
        self.assertEqual(self.dmc.margin(np.array([-2.0, 4.0, -2.0]), 1), 6.0)

    def test_each_hands_table_gives_the_learner_as_many_seats_as_drawn(self):
        tables = self.dmc.Tables(3000, {1: 1.0, 3: 1.0}, np.random.default_rng(2))
        seats = tables.learner.sum(axis=1)
        self.assertEqual(set(seats.tolist()), {1, 3})
        self.assertAlmostEqual(float((seats == 1).mean()), 0.5, delta=0.05)
        lone = tables.learner[seats == 1]
        np.testing.assert_allclose(lone.mean(axis=0), [1 / 3] * 3, atol=0.05)

    def test_the_exported_network_scores_as_the_trained_one_in_the_engines_bot(self):
        import tarock_env
        from tarock_env import _java
        policy = _java.cls("org.tarock.bots.policy.Policy").load(_java.jpype.java.nio.file.Path.of(self.file))
        env = tarock_env.BatchEnv("bavarian-tarock", batch_size=4, seed=5, factored_discard=True)
        rng = np.random.default_rng(6)
        for _ in range(40):
            mine = self.net.scores(env.observations)
            for i in range(env.batch_size):
                java = np.array(policy.scores(_java.jpype.JArray(_java.jpype.JFloat)(env.observations[i].tolist())))
                np.testing.assert_allclose(java, mine[i], rtol=1e-3, atol=1e-4)
            env.step(env.random_actions(rng))

    def test_tarock_arena_plays_the_exported_network(self):
        java = "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java"
        run = subprocess.run([java if os.path.exists(java) else "java", "-jar",
                              os.path.join(ROOT, "cli", "target", "tarock.jar"), "arena", "--game",
                              "bavarian-tarock", "--bots", "policy,random", "--deals", "3", "--seed", "1"],
                             env={**os.environ, "TAROCK_POLICY": self.file}, capture_output=True, text=True)
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertIn("margin policy - random per deal:", run.stdout)


if __name__ == "__main__":
    unittest.main()
