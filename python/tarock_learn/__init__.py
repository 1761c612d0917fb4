"""tarock_learn: the expert's learned models, from self-play data to the files the bots read (docs/bots.md).

``decisions`` reads and writes ``tarock selfplay``'s decisions file (``tarock-decisions/2``). numpy only; no JVM.
"""
