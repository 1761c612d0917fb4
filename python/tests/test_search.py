"""Copies, taking back, determinizations and action names: what a search (MCTS, ISMCTS, PIMC) needs."""

import unittest

from tests.support import MISSING, np, observations, play, variants


def assert_same(test, a, b):
    for (o1, m1, i1), (o2, m2, i2) in zip(a, b):
        np.testing.assert_array_equal(o1, o2)
        np.testing.assert_array_equal(m1, m2)
        np.testing.assert_array_equal(i1, i2)


@unittest.skipIf(MISSING, f"JPype or numpy is not installed ({MISSING})")
class SearchTest(unittest.TestCase):

    def test_a_clone_and_its_original_play_on_independently(self):
        import tarock_env
        for label, game, options in variants():
            with self.subTest(label):
                env = tarock_env.env(game, seed=1, **options)
                env.reset(seed=2)
                play(env, np.random.default_rng(3), 6)
                before, moves = observations(env), env.state()
                clone = env.clone()
                assert_same(self, observations(clone), before)
                self.assertEqual(clone.state(), moves)
                play(clone, np.random.default_rng(4), 200)
                self.assertTrue(clone.terminations[clone.agent_selection])
                assert_same(self, observations(env), before)
                self.assertEqual(env.state(), moves)
                self.assertFalse(env.terminations[env.agent_selection])
                clone.reset()
                self.assertEqual(env.state(), moves)

    def test_a_clone_keeps_the_random_stream_so_both_deal_the_same_next_hand(self):
        import tarock_env
        env = tarock_env.env("husarln", seed=5)
        env.reset()
        clone = env.clone()
        env.reset()
        clone.reset()
        self.assertEqual(env.state(), clone.state())

    def test_undo_gives_back_every_seats_exact_observation_at_every_step(self):
        import tarock_env
        for label, game, options in variants():
            with self.subTest(label):
                env = tarock_env.env(game, seed=6, **options)
                env.reset()
                rng = np.random.default_rng(7)
                while not env.terminations[env.agent_selection]:
                    before, agent, record = observations(env), env.agent_selection, env.state()
                    env.step(int(rng.choice(env.legal_actions())))
                    env.undo()
                    assert_same(self, observations(env), before)
                    self.assertEqual((env.agent_selection, env.state()), (agent, record))
                    last = int(rng.choice(env.legal_actions()))
                    env.step(last)
                rewards = dict(env.rewards)
                env.undo()
                self.assertFalse(any(env.terminations.values()))
                self.assertEqual(set(env.rewards.values()), {0.0})
                env.step(last)
                self.assertEqual(env.rewards, rewards)
                self.assertEqual(env.record_json(), env.state())

    def test_undo_at_the_start_of_a_hand_is_refused(self):
        import tarock_env
        env = tarock_env.env("bavarian-tarock", seed=1)
        env.reset()
        with self.assertRaisesRegex(ValueError, "nothing to undo"):
            env.undo()

    def test_every_legal_actions_string_reads_back_as_its_index(self):
        import tarock_env
        for label, game, options in variants():
            with self.subTest(label):
                env = tarock_env.env(game, seed=8, **options)
                rng = np.random.default_rng(9)
                for _ in range(3):
                    env.reset()
                    while not env.terminations[env.agent_selection]:
                        legal = env.legal_actions()
                        for a in legal:
                            text = env.action_to_string(a)
                            self.assertEqual(env.string_to_action(text), a, text)
                        env.step(int(rng.choice(legal)))

    def test_a_discard_reads_in_any_card_order_and_bad_strings_are_refused(self):
        import tarock_env
        env = tarock_env.env("bavarian-tarock")
        self.assertEqual(env.string_to_action("discard SA HA E7"), env.string_to_action("discard E7 HA SA"))
        self.assertEqual(env.action_to_string(env.string_to_action("bid solo")), "bid solo")
        with self.assertRaisesRegex(ValueError, "no contract"):
            env.string_to_action("bid grand")
        with self.assertRaisesRegex(ValueError, "outside"):
            env.action_to_string(env.num_actions)

    def test_a_resampled_hand_keeps_what_the_seat_has_seen(self):
        import tarock_env
        for label, game, options in variants():
            with self.subTest(label):
                env = tarock_env.env(game, seed=10, **options)
                rng = np.random.default_rng(11)
                differed = 0
                for hand in range(6):
                    env.reset()
                    play(env, rng, int(rng.integers(0, 40)))
                    if env.terminations[env.agent_selection]:
                        continue
                    agent = env.agent_selection
                    seat = env.possible_agents.index(agent)
                    mine = env.observe(agent)["observation"].copy(), env.information_state(agent).copy()
                    truth = env._hand.state()
                    for k in range(3):
                        sample = env.resample(seed=int(rng.integers(1 << 62)) if k % 2 else rng)
                        self.assertEqual(sample.agent_selection, agent)
                        np.testing.assert_array_equal(sample.observe(agent)["observation"], mine[0])
                        np.testing.assert_array_equal(sample.information_state(agent), mine[1])
                        s = sample._hand.state()
                        self.assertEqual(sorted(c.code() for c in s.view(seat).hand()),
                                         sorted(c.code() for c in truth.view(seat).hand()))
                        self.assertEqual(list(s.view(seat).history()), list(truth.view(seat).history()))
                        self.assertEqual(list(s.view(seat).tricks()), list(truth.view(seat).tricks()))
                        self.assertEqual([int(n) for n in s.view(seat).handSizes()],
                                         [int(n) for n in truth.view(seat).handSizes()])
                        dealt = s.deal()
                        self.assertEqual(sorted(len(dealt.hand(i)) for i in range(3)),
                                         sorted(len(truth.deal().hand(i)) for i in range(3)))
                        self.assertEqual(len(dealt.talon()), len(truth.deal().talon()))
                        if s.deal() != truth.deal():
                            differed += 1
                        play(sample, rng, 300)
                        self.assertTrue(sample.terminations[sample.agent_selection])
                    np.testing.assert_array_equal(env.information_state(agent), mine[1])
                self.assertGreater(differed, 0, "no draw dealt the unseen cards differently")

    def test_the_same_seed_draws_the_same_determinization(self):
        import tarock_env
        env = tarock_env.env("german-tarok", seed=12)
        env.reset()
        play(env, np.random.default_rng(1), 10)
        self.assertEqual(env.resample(seed=3).state(), env.resample(seed=3).state())
        self.assertEqual(env.resample(np.random.default_rng(4)).state(),
                         env.resample(np.random.default_rng(4)).state())


if __name__ == "__main__":
    unittest.main()
