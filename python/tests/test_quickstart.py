"""The quick start of docs/env.md works as written: its shell block, run from the repository's root, plays a
seeded hand and trains a first policy."""

import json
import os
import re
import subprocess
import unittest

from tests.support import MISSING, ROOT

try:
    import torch  # noqa: F401
    NO_TORCH = None
except ImportError as e:  # pragma: no cover - depends on the machine
    NO_TORCH = str(e)

# The training's CPU and wall seconds, which differ from run to run.
TIMES = re.compile(r"[0-9.]+ CPU s, [0-9.]+ s wall")


def quick_start():
    """The shell block under "## Quick start", without the apt-get line (ci.sh checks those packages)."""
    with open(os.path.join(ROOT, "docs", "env.md")) as f:
        doc = f.read()
    section = doc[doc.index("## Quick start"):]
    block = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
    return "\n".join(line for line in block.splitlines() if "apt-get install" not in line) + "\n"


@unittest.skipIf(MISSING, f"JPype or numpy is not installed ({MISSING})")
@unittest.skipIf(NO_TORCH, f"PyTorch is not installed ({NO_TORCH})")
class QuickStartTest(unittest.TestCase):

    def test_the_quick_start_runs_as_written_plays_the_same_hand_every_time_and_trains_a_policy_beating_random(self):
        script = quick_start()
        self.assertIn("PYTHONPATH=python /usr/bin/python3", script)
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        runs = [subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=ROOT, env=env,
                               capture_output=True, text=True) for _ in range(2)]
        for run in runs:
            self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(*(TIMES.sub("", run.stdout) for run in runs), "seeded play gave two different runs")
        lines = runs[0].stdout.splitlines()
        self.assertTrue(lines[0].startswith("tarock "), lines[0])
        self.assertTrue(lines[1].startswith("Bavarian Tarock: "), lines[1])
        self.assertTrue(any(line.startswith("  legal (") for line in lines))
        rewards = [line.split() for line in lines if re.fullmatch(r"player_[012] -?[0-9.]+", line)]
        self.assertEqual(sorted(r[0] for r in rewards), ["player_0", "player_1", "player_2"])
        trained = next(i for i, line in enumerate(lines) if line.startswith("bavarian-tarock: 4"))
        self.assertRegex(lines[trained], r"^bavarian-tarock: 40[0-9][0-9] hands, [0-9]+ decisions learned, ")
        beats = re.search(r"margin policy - random per deal: \+[0-9.]+  95% CI \[\+([0-9.]+),", runs[0].stdout)
        self.assertIsNotNone(beats, runs[0].stdout)
        self.assertGreater(float(beats.group(1)), 0)
        record = json.loads(lines[trained - 1])
        self.assertEqual(record["format"], "tarock-record/1")
        self.assertEqual([float(x) for x in record["result"]["settlement"]],
                         [dict((r[0], float(r[1])) for r in rewards)[f"player_{i}"] for i in range(3)])


if __name__ == "__main__":
    unittest.main()
