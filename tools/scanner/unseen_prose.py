"""How often the shipped scanner flags benign prose in seven languages it was never trained on.

Universal Dependencies test treebanks (CC BY-SA 4.0), read from git snapshots at pinned commits; 600
sentences of 20-300 characters per language, drawn with a fixed seed. Nothing here is trained on.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

TREEBANKS = {  # language -> (repository, commit, file)
    "da": ("UniversalDependencies/UD_Danish-DDT", "85faf86dc39f735722925fb1e822070d83649068", "da_ddt-ud-test.conllu"),
    "fi": ("UniversalDependencies/UD_Finnish-TDT", "5e3a88a671ea673fa330e10cc59f54da587a95a7", "fi_tdt-ud-test.conllu"),
    "no": ("UniversalDependencies/UD_Norwegian-Bokmaal", "e83586ff8b324f147e767dccd7ed801b3666ca08",
           "no_bokmaal-ud-test.conllu"),
    "hr": ("UniversalDependencies/UD_Croatian-SET", "54322513ea2a96eae0b974d1702d327d5785078f", "hr_set-ud-test.conllu"),
    "sr": ("UniversalDependencies/UD_Serbian-SET", "c88193deceecd1c5332f927c1aa0f888085f63f7", "sr_set-ud-test.conllu"),
    "sl": ("UniversalDependencies/UD_Slovenian-SSJ", "17011b12eae4e522da4d1eeeffd439085466623c", "sl_ssj-ud-test.conllu"),
    "sk": ("UniversalDependencies/UD_Slovak-SNK", "d1ab58f827508e7c18610b931786f3b4a3a6e1be", "sk_snk-ud-test.conllu"),
}
PER_LANG = 600


def sentences(snapshots: Path, repo: str, commit: str, path: str) -> list[str]:
    """The ``# text =`` sentences of one treebank file, 20-300 characters, sorted and deduplicated."""
    git = snapshots / repo.replace("/", "+") / "repo"
    raw = subprocess.run(["git", "--git-dir", str(git), "show", f"{commit}:{path}"], capture_output=True,
                         check=True).stdout.decode("utf-8")
    found = {ln[len("# text ="):].strip() for ln in raw.splitlines() if ln.startswith("# text =")}
    return sorted(s for s in found if 20 <= len(s) <= 300)


def main() -> None:
    """Print the share flagged per language and in all."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--snapshots", type=Path, default=Path("/work/.mirror"),
                    help="where the git snapshots are (<owner>+<name>/repo)")
    ap.add_argument("--model", help="a model file other than the shipped one")
    args = ap.parse_args()
    if args.model:
        os.environ["HERMES_CURATOR_SCANNER_MODEL"] = args.model
    from curator.core.scanner.review import review, scanner_name

    print(f"scanner: {scanner_name()}")
    flagged = total = 0
    for lang, (repo, commit, path) in TREEBANKS.items():
        sents = sentences(args.snapshots, repo, commit, path)
        picked = random.Random(f"unseen:{lang}").sample(sents, min(PER_LANG, len(sents)))
        hits = [s for s in picked if review(s, with_hygiene=False).flagged]
        flagged, total = flagged + len(hits), total + len(picked)
        print(f"  {lang}: {len(hits):>3}/{len(picked)} = {100 * len(hits) / len(picked):4.1f}%"
              + (f"   e.g. {hits[0][:70]!r}" if hits else ""))
    print(f"  all: {flagged}/{total} = {100 * flagged / total:.2f}%")


if __name__ == "__main__":
    main()
