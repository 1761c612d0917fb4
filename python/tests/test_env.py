"""tarock_env through both faces: random hands whose rewards are the records' settlements, observations that
are the engine's encoding, PettingZoo's own API test where PettingZoo is installed."""

import json
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

try:
    import jpype  # noqa: F401
    import numpy as np
    MISSING = None
except ImportError as e:  # pragma: no cover - depends on the machine
    MISSING = str(e)

if MISSING and os.environ.get("CI") == "true":
    raise RuntimeError(f"CI=true but the Python test needs JPype and numpy: {MISSING}")

GAMES = ["german-tarok", "bavarian-tarock", "leipzig-taroc", "husarln"]
HANDS = int(os.environ.get("TAROCK_ENV_TEST_HANDS", "1000"))


def settlement(record_json):
    return [float(x) for x in json.loads(record_json)["result"]["settlement"]]


@unittest.skipIf(MISSING, f"JPype or numpy is not installed ({MISSING})")
class AecTest(unittest.TestCase):

    def test_random_hands_reward_each_seat_its_records_settlement(self):
        import tarock_env
        for game in GAMES:
            with self.subTest(game=game):
                env = tarock_env.env(game, seed=7)
                rng = np.random.default_rng(1)
                for hand in range(HANDS):
                    env.reset()
                    final = {}
                    for agent in env.agent_iter():
                        obs, reward, term, trunc, info = env.last()
                        self.assertEqual(obs["observation"].shape, (env.observation_size,))
                        if term or trunc:
                            final[agent] = reward
                            action = None
                        else:
                            legal = np.flatnonzero(obs["action_mask"])
                            self.assertGreater(len(legal), 0)
                            action = int(rng.choice(legal))
                        env.step(action)
                    self.assertEqual(env.agents, [])
                    expected = settlement(env.record_json())
                    self.assertEqual([final[f"player_{i}"] for i in range(3)], expected, f"hand {hand}")

    def test_options_are_rule_names_with_underscores_and_bad_ones_are_named(self):
        import tarock_env
        env = tarock_env.env("bavarian-tarock", seed=1, table_size=4, herz_neischaugn=True)
        self.assertEqual(env._rules.values().get("table-size"), 4)
        with self.assertRaisesRegex(ValueError, "no such option"):
            tarock_env.env("bavarian-tarock", no_such_option=True)
        with self.assertRaisesRegex(ValueError, "unknown game"):
            tarock_env.env("skat")
        nuremberg = tarock_env.env("leipzig-taroc", preset="nuremberg")
        self.assertTrue(nuremberg._rules.values().get("trumps-conditional"))

    def test_an_illegal_index_is_refused_with_the_engines_reason(self):
        import tarock_env
        env = tarock_env.env("bavarian-tarock", seed=3)
        env.reset()
        illegal = int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"] == 0)[0])
        with self.assertRaises(ValueError):
            env.step(illegal)

    def test_the_observation_is_the_engines_encoding_of_the_seats_view(self):
        import tarock_env
        from tarock_env import _java
        Encoder = _java.cls("org.tarock.engine.env.Encoder")
        for game in GAMES:
            with self.subTest(game=game):
                env = tarock_env.env(game, seed=11)
                encoder = Encoder(env._game)
                rng = np.random.default_rng(5)
                for _ in range(5):
                    env.reset()
                    while not env.terminations[env.agent_selection]:
                        state = env._hand.state()
                        for seat, agent in enumerate(env.possible_agents):
                            view = state.view(seat)
                            obs = env.observe(agent)["observation"]
                            np.testing.assert_array_equal(obs, np.array(encoder.observation(view), dtype=np.float32))
                            hand = obs[9 + 3 + 3 + 3: 9 + 3 + 3 + 3 + int(env._game.pack().size())]
                            self.assertEqual(sorted(np.flatnonzero(hand).tolist()),
                                             sorted(int(c.index()) for c in view.hand()))
                            mask = env.observe(agent)["action_mask"]
                            if seat == int(state.currentSeat()):
                                self.assertEqual(int(mask.sum()), int(state.legalActionCount()))
                            else:
                                self.assertEqual(int(mask.sum()), 0)
                        info = env.information_state(env.agent_selection)
                        self.assertEqual(info.shape, (env.information_state_size,))
                        env.step(int(rng.choice(np.flatnonzero(env.observe(env.agent_selection)["action_mask"]))))


@unittest.skipIf(MISSING, f"JPype or numpy is not installed ({MISSING})")
class BatchTest(unittest.TestCase):

    def test_random_hands_reward_each_seat_its_records_settlement(self):
        import tarock_env
        for game in GAMES:
            with self.subTest(game=game):
                env = tarock_env.BatchEnv(game, batch_size=64, seed=3)
                rng = np.random.default_rng(2)
                hands = 0
                while hands < HANDS:
                    actions = env.random_actions(rng)
                    masks = env.action_masks()
                    self.assertTrue(np.all(masks[np.arange(env.batch_size), actions] == 1))
                    self.assertTrue(np.all(masks.sum(axis=1) == env.legal_counts))
                    env.step(actions)
                    for i in np.flatnonzero(env.dones):
                        self.assertEqual(env.rewards[i].tolist(), settlement(env.finished_record_json(i)))
                        hands += 1
                    self.assertTrue(np.all(env.rewards[~env.dones] == 0))

    def test_observations_are_the_engines_encoding_of_the_seat_to_act(self):
        import tarock_env
        from tarock_env import _java
        env = tarock_env.BatchEnv("husarln", batch_size=4, seed=9)
        encoder = _java.cls("org.tarock.engine.env.Encoder")(env._game)
        rng = np.random.default_rng(0)
        for _ in range(50):
            for i in range(env.batch_size):
                state = env._stepper.state(i)
                expected = np.array(encoder.observation(state.view(state.currentSeat())), dtype=np.float32)
                np.testing.assert_array_equal(env.observations[i], expected)
                self.assertEqual(env.current_seats[i], int(state.currentSeat()))
            env.step(env.random_actions(rng))


@unittest.skipIf(MISSING, f"JPype or numpy is not installed ({MISSING})")
class PettingZooApiTest(unittest.TestCase):

    def test_pettingzoos_own_api_test(self):
        try:
            from pettingzoo.test import api_test
        except ImportError:
            self.skipTest("PettingZoo is not installed: its API test is skipped")
        import tarock_env
        for game in GAMES:
            with self.subTest(game=game):
                api_test(tarock_env.env(game, seed=1), num_cycles=200)

    def test_pettingzoos_seed_and_render_tests(self):
        try:
            from pettingzoo.test import render_test, seed_test
        except ImportError:
            self.skipTest("PettingZoo is not installed: its seed and render tests are skipped")
        import tarock_env
        for game in GAMES:
            with self.subTest(game=game):
                seed_test(lambda: tarock_env.env(game), num_cycles=50)
                render_test(lambda render_mode=None: tarock_env.env(game, render_mode=render_mode))


if __name__ == "__main__":
    unittest.main()
