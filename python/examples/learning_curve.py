"""The learning curve of a training run: each snapshot ``dmc.py --snapshots DIR`` wrote, played by
``tarock arena`` against ``random`` and against ``basic``, and drawn as an SVG (written here, no plotting
library needed).

    /usr/bin/python3 python/examples/learning_curve.py --snapshots /tmp/dmc --deals 300 --seed 2 \\
        --out docs/learning-curve.svg --table docs/learning-curve.json

The score of a point is the arena's margin per deal (the policy's mean settlement less the other bot's, over
every seating of each deal) with its 95% interval. ``--table`` keeps the figures: a later run with the same
game, deals and seed plays only the snapshots added since, and ``--replot`` draws them again without playing.
The arena is the jar $TAROCK_JAR names, else cli/target/tarock.jar.
"""

import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
JAVA = "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java"
SERIES = {"random": ("against random", "#1f77b4"), "basic": ("against basic", "#d62728")}
MARGIN = re.compile(r"margin policy - (\w+) per deal: ([-+][0-9.]+)\s+95% CI \[([-+][0-9.]+), ([-+][0-9.]+)\]")


def arena(policy, opponent, game, deals, seed):
    """The margin of ``policy`` over ``opponent`` per deal and its 95% interval, from ``tarock arena``."""
    java = JAVA if os.path.exists(JAVA) else "java"
    jar = os.environ.get("TAROCK_JAR", os.path.join(ROOT, "cli", "target", "tarock.jar"))
    out = subprocess.run([java, "-jar", jar, "arena", "--game", game,
                          "--bots", f"policy,{opponent}", "--deals", str(deals), "--seed", str(seed)],
                         env={**os.environ, "TAROCK_POLICY": policy}, capture_output=True, text=True, check=True)
    m = MARGIN.search(out.stdout)
    if not m:
        raise RuntimeError(f"no margin in the arena's output:\n{out.stdout}{out.stderr}")
    return [float(m.group(2)), float(m.group(3)), float(m.group(4))]


def measure(snapshots, game, deals, seed, known=(), log=print):
    """Every snapshot's margins against each opponent; ``known`` points (the same file at the same CPU time) are
    kept."""
    with open(os.path.join(snapshots, "snapshots.json")) as f:
        points = json.load(f)
    done = {(k["file"], k["cpu_seconds"]): k for k in known}
    for i, p in enumerate(points):
        if (p["file"], p["cpu_seconds"]) in done:
            points[i] = done[(p["file"], p["cpu_seconds"])]
            continue
        path = os.path.join(snapshots, p["file"])
        for opponent in SERIES:
            p[opponent] = arena(path, opponent, game, deals, seed)
        log(f"{p['cpu_seconds']:8.1f} CPU s  {p['hands']:9d} hands  "
            + "  ".join(f"{k} {p[k][0]:+.3f}" for k in SERIES if k in p))
    return points


def svg(points, title, width=820, height=440):
    """A line per opponent of the margin against CPU minutes, with its 95% band; the zero line marked."""
    left, right, top, bottom = 64, 210, 40, 52
    xs = [p["cpu_seconds"] / 60 for p in points]
    series = [k for k in SERIES if all(k in p for p in points)]
    lows = [p[o][1] for p in points for o in series]
    highs = [p[o][2] for p in points for o in series]
    y0, y1 = min(0.0, min(lows)), max(0.0, max(highs))
    y0, y1 = y0 - 0.05 * (y1 - y0), y1 + 0.05 * (y1 - y0)
    x1 = max(xs) or 1.0

    def px(x):
        return left + (width - left - right) * x / x1

    def py(y):
        return top + (height - top - bottom) * (y1 - y) / (y1 - y0)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'font-family="sans-serif" font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{width / 2}" y="20" text-anchor="middle" font-size="14">{title}</text>']
    step = nice_step((y1 - y0) / 6)
    tick = step * int(y0 / step)
    while tick <= y1:
        out.append(f'<line x1="{left}" x2="{width - right}" y1="{py(tick):.1f}" y2="{py(tick):.1f}" '
                   f'stroke="{"black" if abs(tick) < 1e-9 else "#ddd"}"/>')
        label = "0" if abs(tick) < 1e-9 else f"{tick:+.1f}"
        out.append(f'<text x="{left - 6}" y="{py(tick) + 4:.1f}" text-anchor="end">{label}</text>')
        tick += step
    xstep = nice_step(x1 / 6)
    t = 0.0
    while t <= x1 + 1e-9:
        out.append(f'<line x1="{px(t):.1f}" x2="{px(t):.1f}" y1="{height - bottom}" y2="{height - bottom + 5}" '
                   f'stroke="black"/>')
        out.append(f'<text x="{px(t):.1f}" y="{height - bottom + 18}" text-anchor="middle">{t:g}</text>')
        t += xstep
    out.append(f'<text x="{(left + width - right) / 2}" y="{height - 12}" text-anchor="middle">'
               f'training time, CPU minutes</text>')
    out.append(f'<text transform="translate(16,{(top + height - bottom) / 2}) rotate(-90)" text-anchor="middle">'
               f'margin per deal (units), 95% interval</text>')
    for opponent in series:
        name, colour = SERIES[opponent]
        band = [(px(x), py(p[opponent][2])) for x, p in zip(xs, points)]
        band += [(px(x), py(p[opponent][1])) for x, p in reversed(list(zip(xs, points)))]
        out.append(f'<polygon points="{" ".join(f"{a:.1f},{b:.1f}" for a, b in band)}" fill="{colour}" '
                   f'fill-opacity="0.15" stroke="none"/>')
        line = " ".join(f"{px(x):.1f},{py(p[opponent][0]):.1f}" for x, p in zip(xs, points))
        out.append(f'<polyline points="{line}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for x, p in zip(xs, points):
            out.append(f'<circle cx="{px(x):.1f}" cy="{py(p[opponent][0]):.1f}" r="3" fill="{colour}"/>')
    labels = sorted((py(points[-1][o][0]), o) for o in series)
    for k in range(1, len(labels)):
        labels[k] = (max(labels[k][0], labels[k - 1][0] + 15), labels[k][1])
    for y, opponent in labels:
        name, colour = SERIES[opponent]
        out.append(f'<text x="{width - right + 8}" y="{y + 4:.1f}" fill="{colour}">{name}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def nice_step(raw):
    """1, 2 or 5 times a power of ten, the nearest at or above ``raw``."""
    power = 10 ** int(f"{raw:e}".split("e")[1])
    for m in (1, 2, 5, 10):
        if m * power >= raw:
            return m * power
    return 10 * power


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--snapshots", help="the directory dmc.py --snapshots wrote")
    parser.add_argument("--game", default="bavarian-tarock")
    parser.add_argument("--deals", type=int, default=100, help="arena deals per point (six seatings each)")
    parser.add_argument("--seed", type=int, default=2, help="the arena's seed for every point")
    parser.add_argument("--table", help="a JSON file to keep the figures in (or, with --replot, to read)")
    parser.add_argument("--replot", action="store_true", help="draw the figures of --table without playing")
    parser.add_argument("--out", required=True, help="the SVG to write")
    args = parser.parse_args()
    if args.replot:
        with open(args.table) as f:
            kept = json.load(f)
        points, args.game, args.deals = kept["points"], kept["game"], kept["deals"]
    else:
        if not args.snapshots:
            sys.exit("learning_curve.py: --snapshots DIR is needed (or --replot --table FILE)")
        known = []
        if args.table and os.path.exists(args.table):
            with open(args.table) as f:
                kept = json.load(f)
            if (kept["game"], kept["deals"], kept["seed"]) == (args.game, args.deals, args.seed):
                known = kept["points"]
        points = measure(args.snapshots, args.game, args.deals, args.seed, known)
        if args.table:
            with open(args.table, "w") as f:
                json.dump({"game": args.game, "deals": args.deals, "seed": args.seed, "points": points}, f,
                          indent=1)
                f.write("\n")
    title = f"Deep Monte-Carlo, {args.game}: tarock arena, {args.deals} deals x 6 seatings per point"
    with open(args.out, "w") as f:
        f.write(svg(points, title))


if __name__ == "__main__":
    main()
