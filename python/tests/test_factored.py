"""The factored discard: a discard taken one card at a time (docs/env.md, "Action space")."""

import json
import unittest

from tests.support import MISSING, np, observations

# The games with a talon exchange and their action-space sizes without and with the factored discard.
SIZES = {"german-tarok": (7187, 83), "bavarian-tarock": (7186, 82), "leipzig-taroc": (80252, 4254),
         "husarln": (1885, 1024)}


def discard_cards(text):
    """The cards of a ``discard`` action string, or None for another action."""
    words = text.split()
    return words[1:] if words[0] == "discard" else None


@unittest.skipIf(MISSING, f"JPype or numpy is not installed ({MISSING})")
class FactoredDiscardTest(unittest.TestCase):

    def test_the_action_space_has_one_index_per_card_of_a_discard(self):
        import tarock_env
        for game, (whole, factored) in SIZES.items():
            with self.subTest(game):
                self.assertEqual(tarock_env.env(game).num_actions, whole)
                env = tarock_env.env(game, factored_discard=True)
                self.assertEqual(env.num_actions, factored)
                self.assertEqual(tarock_env.BatchEnv(game, batch_size=2, seed=1, factored_discard=True).num_actions,
                                 factored)
                self.assertEqual(env.observation_size, tarock_env.env(game).observation_size
                                 + len(env._game.pack().cards()))

    def test_the_same_choices_card_by_card_write_the_unfactored_record_and_masks_allow_what_completes(self):
        import tarock_env
        for game in SIZES:
            with self.subTest(game):
                whole = tarock_env.env(game, seed=5)
                factored = tarock_env.env(game, seed=5, factored_discard=True)
                rng = np.random.default_rng(6)
                discards = 0
                for _ in range(300):
                    if discards >= 3:
                        break
                    whole.reset()
                    factored.reset()
                    while not whole.terminations[whole.agent_selection]:
                        legal = [whole.action_to_string(a) for a in whole.legal_actions()]
                        text = legal[int(rng.integers(len(legal)))]
                        cards = discard_cards(text)
                        if cards is None:
                            factored.step(factored.string_to_action(text))
                        else:
                            discards += 1
                            complete = [set(discard_cards(t)) for t in legal]
                            chosen = set()
                            for card in rng.permutation(cards):
                                allowed = {c for d in complete if chosen <= d for c in d} - chosen
                                mask = factored.observe(factored.agent_selection)["action_mask"]
                                self.assertEqual({factored.action_to_string(a).split()[1]
                                                  for a in np.flatnonzero(mask)}, allowed)
                                factored.step(factored.string_to_action(f"discard {card}"))
                                chosen.add(str(card))
                        whole.step(whole.string_to_action(text))
                        self.assertEqual(factored.state(), whole.state())
                    self.assertTrue(factored.terminations[factored.agent_selection])
                self.assertGreater(discards, 0)

    def test_undo_and_clone_go_through_a_discard_card_by_card(self):
        import tarock_env
        for game in SIZES:
            with self.subTest(game):
                env = tarock_env.env(game, seed=7, factored_discard=True)
                rng = np.random.default_rng(8)
                seen = 0
                for _ in range(300):
                    if seen >= 3:
                        break
                    env.reset()
                    while not env.terminations[env.agent_selection]:
                        before, record = observations(env), env.state()
                        legal = env.legal_actions().copy()
                        action = int(rng.choice(legal))
                        at_discard = env.action_to_string(action).startswith("discard")
                        env.step(action)
                        after, clone = observations(env), env.clone()
                        env.undo()
                        for (o1, m1, i1), (o2, m2, i2) in zip(observations(env), before):
                            np.testing.assert_array_equal(o1, o2)
                            np.testing.assert_array_equal(m1, m2)
                            np.testing.assert_array_equal(i1, i2)
                        np.testing.assert_array_equal(env.legal_actions(), legal)
                        self.assertEqual(env.state(), record)
                        for (o1, _, i1), (o2, _, i2) in zip(observations(clone), after):
                            np.testing.assert_array_equal(o1, o2)
                            np.testing.assert_array_equal(i1, i2)
                        seen += at_discard
                        env.step(action)
                self.assertGreater(seen, 0)

    def test_a_whole_discard_string_is_refused_with_the_reason(self):
        import tarock_env
        env = tarock_env.env("leipzig-taroc", factored_discard=True)
        codes = [str(c.code()) for c in env._game.pack().cards()][-3:]
        with self.assertRaisesRegex(ValueError, "one card at a time"):
            env.string_to_action("discard " + " ".join(codes))
        self.assertEqual(env.action_to_string(env.string_to_action("discard " + codes[0])), "discard " + codes[0])

    def test_a_record_read_with_the_factored_discard_plays_on_card_by_card(self):
        import tarock_env
        env = tarock_env.env("leipzig-taroc", seed=3)
        rng = np.random.default_rng(4)
        at = None
        while at is None:
            env.reset()
            while not env.terminations[env.agent_selection]:
                env.step(int(rng.choice(env.legal_actions())))
            record = json.loads(env.state())
            at = next((i for i, a in enumerate(record["actions"]) if a["act"].startswith("discard")), None)
        position = tarock_env.from_record(record, step=at, factored_discard=True)
        self.assertEqual(position.num_actions, 4254)
        for card in discard_cards(record["actions"][at]["act"]):
            self.assertEqual(json.loads(position.state())["actions"], record["actions"][:at])
            position.step(position.string_to_action(f"discard {card}"))
        self.assertEqual(json.loads(position.state())["actions"], record["actions"][:at + 1])


if __name__ == "__main__":
    unittest.main()
