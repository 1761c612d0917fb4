"""BatchEnv's options: information states, normalised rewards, action names, a place's position; bots that play
some of its seats."""

import os
import sys
import unittest

from tests.support import GAMES, MISSING, np


@unittest.skipIf(MISSING, f"JPype or numpy is not installed ({MISSING})")
class BatchOptionsTest(unittest.TestCase):

    def test_information_states_are_the_engines_and_begin_with_the_observations(self):
        import tarock_env
        from tarock_env import _java
        for game in GAMES:
            with self.subTest(game):
                env = tarock_env.BatchEnv(game, batch_size=3, seed=1, information_states=True)
                encoder = _java.cls("org.tarock.engine.env.Encoder")(env._game)
                self.assertEqual(env.information_states.shape, (3, env.information_state_size))
                rng = np.random.default_rng(2)
                for _ in range(60):
                    for i in range(env.batch_size):
                        state = env._stepper.state(i)
                        view = state.view(state.currentSeat())
                        np.testing.assert_array_equal(env.information_states[i],
                                                      np.array(encoder.informationState(view), dtype=np.float32))
                        np.testing.assert_array_equal(env.observations[i],
                                                      np.array(encoder.observation(view), dtype=np.float32))
                    env.step(env.random_actions(rng))

    def test_the_arrays_the_engine_writes_into_are_read_only(self):
        import tarock_env
        env = tarock_env.BatchEnv("leipzig-taroc", batch_size=2, seed=3, information_states=True)
        for array in (env.observations, env.information_states):
            with self.assertRaises(ValueError):
                array[0, 0] = 1

    def test_normalised_rewards_are_the_settlements_divided_by_the_games_scale(self):
        import tarock_env
        for game in GAMES:
            with self.subTest(game):
                raw = tarock_env.BatchEnv(game, batch_size=16, seed=3, observe=False)
                scaled = tarock_env.BatchEnv(game, batch_size=16, seed=3, observe=False, normalize_rewards=True)
                self.assertEqual(scaled.reward_scale, tarock_env.REWARD_SCALES[game])
                rng = np.random.default_rng(4)
                ended = 0
                for _ in range(300):
                    actions = raw.random_actions(rng)
                    raw.step(actions)
                    scaled.step(actions)
                    np.testing.assert_allclose(scaled.rewards, raw.rewards / scaled.reward_scale, rtol=1e-6)
                    ended += int(raw.dones.sum())
                self.assertGreater(ended, 0)
        given = tarock_env.BatchEnv("husarln", batch_size=2, normalize_rewards=True, reward_scale=10)
        self.assertEqual(given.reward_scale, 10.0)
        with self.assertRaisesRegex(ValueError, "reward_scale"):
            tarock_env.BatchEnv("husarln", batch_size=2, reward_scale=0)

    def test_each_games_scale_is_the_spread_of_a_seats_settlement_under_random_play(self):
        sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
        import reward_scales
        import tarock_env
        for game in GAMES:
            with self.subTest(game):
                measured = reward_scales.spread(game, hands=20_000, seed=5)["std"]
                self.assertAlmostEqual(measured / tarock_env.REWARD_SCALES[game], 1, delta=0.05)

    def test_action_names_and_a_places_position(self):
        import tarock_env
        env = tarock_env.BatchEnv("bavarian-tarock", batch_size=4, seed=6)
        rng = np.random.default_rng(7)
        for _ in range(5):
            env.step(env.random_actions(rng))
        for i in range(env.batch_size):
            for a in env.legal_actions(i):
                self.assertEqual(env.string_to_action(env.action_to_string(a)), a)
            place = env.position(i)
            np.testing.assert_array_equal(place.observe(place.agent_selection)["observation"], env.observations[i])
            self.assertEqual(place.possible_agents.index(place.agent_selection), env.current_seats[i])
            before = env.observations[i].copy()
            place.step(int(place.legal_actions()[0]))
            np.testing.assert_array_equal(env.observations[i], before)

    def test_bots_choose_for_the_places_given_what_the_engines_bot_chooses_on_the_seats_view(self):
        import tarock_env
        from tarock_env import _java
        env = tarock_env.BatchEnv("bavarian-tarock", batch_size=6, seed=8, factored_discard=True)
        bots = tarock_env.BatchBots(env, "basic", seed=9)
        basic = _java.cls("org.tarock.bots.Bots").create("basic", 0)
        space = env._stepper.actionSpace()
        rng = np.random.default_rng(10)
        ended = 0
        for _ in range(150):
            # a discard once begun by the bot is the bot's to finish
            places = np.array([i for i in range(env.batch_size)
                               if rng.random() < 0.5 or str(env._stepper.state(i).phase()) == "DISCARD"],
                              dtype=np.int32)
            actions = env.random_actions(rng)
            chosen = bots.actions(places)
            self.assertEqual(chosen.dtype, np.int32)
            for i, a in zip(places, chosen):
                self.assertIn(a, env.legal_actions(i))
                state = env._stepper.state(int(i))
                if str(state.phase()) != "DISCARD":
                    self.assertEqual(a, space.index(basic.choose(env._game, state.view(state.currentSeat()))))
            actions[places] = chosen
            env.step(actions)
            ended += int(env.dones.sum())
        self.assertGreater(ended, 0)
        with self.assertRaisesRegex(ValueError, 'unknown bot "nobody"'):
            tarock_env.BatchBots(env, "nobody")


if __name__ == "__main__":
    unittest.main()
