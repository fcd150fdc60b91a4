"""Build the scanner's training set (JSON lines) from pinned public sources and our own memory-shaped texts."""

from __future__ import annotations

import argparse
import ast
import hashlib
import io
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from own import asia, benign_extra, benign_more, en, euro_east, euro_west, more  # noqa: E402
from own.compose import compose  # noqa: E402

DEV = HERE.parent.parent.parent / "shared" / "data" / "scanner-dev"
"""The shared development set (read in place, never copied into the repo)."""

# Public sources read from git snapshots at pinned commits (see SOURCES.md for licences).
DEEPSET = ("sinanw/llm-security-prompt-injection", "c8af0b015a9a4f3380f9e20214828c2dbeadc72c", (
    "data/raw/train-00000-of-00001-9564e8b05b4757ab.parquet",
    "data/raw/test-00000-of-00001-701d16158af87368.parquet",
))
UD = {  # language -> (repository, commit, file); CC BY-SA treebanks only (no NC ones)
    "de": ("UniversalDependencies/UD_German-GSD", "297fcf350481058d0737a27f0f8fd03b2eadd67a", "de_gsd-ud-test.conllu"),
    "fr": ("UniversalDependencies/UD_French-GSD", "830e2782304af08b3cc1c9250475343e04274d81", "fr_gsd-ud-test.conllu"),
    "es": ("UniversalDependencies/UD_Spanish-GSD", "57c045644664e5c1e169263cc4e3b95e40c078ba", "es_gsd-ud-test.conllu"),
    "pt": ("UniversalDependencies/UD_Portuguese-GSD", "691a8b597cc37e1c822ba808244c8eaca498eeb2", "pt_gsd-ud-test.conllu"),
    "ru": ("UniversalDependencies/UD_Russian-GSD", "5400f2fd7264b7699727bb61b09f53841899df26", "ru_gsd-ud-test.conllu"),
    "zh": ("UniversalDependencies/UD_Chinese-GSD", "200dbe8acf60ff0d194f2d30bf925c410eee762a", "zh_gsd-ud-test.conllu"),
    "ja": ("UniversalDependencies/UD_Japanese-GSD", "7bc20119f476b552635e0640644e577b6fd3606b", "ja_gsd-ud-test.conllu"),
    "ko": ("UniversalDependencies/UD_Korean-GSD", "925eec22693d37a922eb546c6a9500844d271d51", "ko_gsd-ud-test.conllu"),
    "ar": ("UniversalDependencies/UD_Arabic-PUD", "be733f45d21f42d506c62930f806ed2182a5ee3d", "ar_pud-ud-test.conllu"),
    "cs": ("UniversalDependencies/UD_Czech-PUD", "f68c66ccd8ab08fa343783a806fed446b905c07e", "cs_pud-ud-test.conllu"),
    "hi": ("UniversalDependencies/UD_Hindi-PUD", "8bc630f73e0737ce5ed9eaa97abf11f172ecc9bd", "hi_pud-ud-test.conllu"),
    "id": ("UniversalDependencies/UD_Indonesian-PUD", "765fb3fe486201f094cb177aff5aa84bc6b06800", "id_pud-ud-test.conllu"),
    "it": ("UniversalDependencies/UD_Italian-PUD", "71d932aa096368331ba2fd9bc906ec8dd853da8e", "it_pud-ud-test.conllu"),
    "pl": ("UniversalDependencies/UD_Polish-PUD", "a726e5866e7f134763d734e6d915b8faf10f552f", "pl_pud-ud-test.conllu"),
    "sv": ("UniversalDependencies/UD_Swedish-PUD", "1290a67471931e543b4d2a734829f9177c604e94", "sv_pud-ud-test.conllu"),
    "th": ("UniversalDependencies/UD_Thai-PUD", "516638d39adfbc03fa3e7f7b33ce59555055a2d9", "th_pud-ud-test.conllu"),
    "tr": ("UniversalDependencies/UD_Turkish-PUD", "63a134a087c8475ea832713b960baba8ff2f9401", "tr_pud-ud-test.conllu"),
    "fa": ("UniversalDependencies/UD_Persian-Seraji", "e53af38f4adc0edcdc056b8a2378cad791dc322a", "fa_seraji-ud-test.conllu"),
    "nl": ("UniversalDependencies/UD_Dutch-Alpino", "95e374a608d114ec6c6b32f0fbd5f324d29ef286", "nl_alpino-ud-test.conllu"),
    "ro": ("UniversalDependencies/UD_Romanian-RRT", "cc00bf852bc3c19ac345457eef8b3e5665392a72", "ro_rrt-ud-test.conllu"),
    "he": ("UniversalDependencies/UD_Hebrew-IAHLTwiki", "29402e7c2727fb8fd181ab3ad1a800561fbff69a", "he_iahltwiki-ud-test.conllu"),
    "el": ("UniversalDependencies/UD_Greek-GUD", "e014415b034f6263ab634fafd1e9df8fef5d87aa", "el_gud-ud-test.conllu"),
    "en": ("UniversalDependencies/UD_English-EWT", "15d613d8447b3478787d4c278730a1e48a945efb", "en_ewt-ud-test.conllu"),
    # session 9: Vietnamese, the one language of nine new ones whose prose the model flagged often (10% of
    # 600 sentences; Danish, Finnish, Norwegian, Croatian, Serbian, Slovenian, Slovak: 0-0.2%, left out)
    "vi": ("UniversalDependencies/UD_Vietnamese-VTB", "e8fa54835582fb5d0c767f19f0992675726fa084", "vi_vtb-ud-test.conllu"),
}
PUBLIC_APIS = ("public-apis/public-apis", "c045a2eb505f0f8b7992bb4af53cc020f25003fd", "README.md")
PUBLIC_APIS_ROWS = 400
DOCS = {  # source -> (repository, commit, folder, files left out, rows): prose sentences of documentation
    "owasp-cheatsheets": ("OWASP/CheatSheetSeries", "6b8819da79e0537d072e04296ffa3adfc94ba881", "cheatsheets/", (
        # sheets about AI agents, LLMs and filter evasion quote attack strings: not benign prose
        "AI_Agent_Security", "AML_Sanctions_AI_Agent", "LLM_Prompt_Injection", "MCP_Security", "RAG_Security",
        "Secure_AI_Model_Ops", "Secure_Coding_with_AI", "XSS_Filter_Evasion"), 600),
    "eslint-docs": ("eslint/eslint", "c27bc926e496985eb7911c09eb60914b2e4b5d0f", "docs/src/", (), 400),
}
MT_BENCH = ("lm-sys/FastChat", "0e6d3e4beaab66f4d3f93db72541a4abab8af28d", "fastchat/llm_judge/data/mt_bench/question.jsonl")
TRIGGER = re.compile(r"\b(ignor|disregard|forget|overrid|bypass|disabl|reveal|secret|password|token|credential|key|"
                     r"admin|root|instruction|previous|prompt|system|rule|polic|unrestrict|pretend|role|inject|attack|"
                     r"send|upload|always|never|every|remember|execut|command|shell|curl|cron|hidden|silent)", re.I)
"""Sentences with one of these stems make most of a documentation sample: benign text full of trigger words."""
PROMPTSOURCE = ("bigscience-workshop/promptsource", "7dab96a3eeb3717cea633705135ebc488885d709", "promptsource/templates")
PROMPTSOURCE_ROWS = 800
FLAN = ("google-research/FLAN", "e9e4ec6e2701182c7a91af176f705310da541277", "flan/templates.py")
FLAN_ROWS = 600
ARENA = ("lm-sys/arena-hard-auto", "efc012e192b88024a5203f5a28ec8fc0342946df", "data/arena-hard-v0.1/question.jsonl")
GSM8K = ("openai/grade-school-math", "3101c7d5072418e28b9008a6636bde82a006892c", "grade_school_math/data/test.jsonl")
GSM8K_ROWS = 300
CHEATSHEETS = ("cheat/cheatsheets", "36bdb99dcfadde210503d8c2dcf94b34ee950e1d")
CHEATSHEETS_ROWS = 800
UD_PER_LANG = 600
UD_LATER = frozenset({"vi"})
"""Languages added later (session 9), each drawn with its own seed."""
L10N = {  # source -> (repository, commit, {file or folder: language}): technical docs and tips translated by others
    "l10n-art-of-cli": ("jlevy/the-art-of-command-line", "6b50745d2e788add2e8f1ed29010e72659a9a074", {
        f"README-{code}.md": lang for code, lang in (
            ("cs", "cs"), ("de", "de"), ("el", "el"), ("es", "es"), ("fr", "fr"), ("id", "id"), ("it", "it"),
            ("ja", "ja"), ("ko", "ko"), ("pl", "pl"), ("pt", "pt"), ("ro", "ro"), ("ru", "ru"), ("sl", "sl"),
            ("uk", "uk"), ("zh", "zh"), ("zh-Hant", "zh"))}),
    "l10n-git-flight-rules": ("k88hudson/git-flight-rules", "80d27e63e15463c13744904bbf194a9d7c3d5340", {
        f"README_{code}.md": lang for code, lang in (
            ("es", "es"), ("fr", "fr"), ("ja", "ja"), ("kr", "ko"), ("ru", "ru"), ("vi", "vi"), ("zh-CN", "zh"),
            ("zh-TW", "zh"))}),
    "l10n-bash-handbook": ("denysdovhan/bash-handbook", "662be2812b342f1f96581e444a3ab5b9df286963", {
        f"translations/{code}/README.md": lang for code, lang in (
            ("ko-KR", "ko"), ("pt-BR", "pt"), ("zh-CN", "zh"), ("zh-TW", "zh"))}),
    "l10n-nodejs-site": ("nodejs/nodejs.org", "6f94c8a6ab643beeee7038eba3fb521207d4b345", {
        f"apps/site/pages/{code}/": lang for code, lang in (
            ("ar", "ar"), ("es", "es"), ("fa", "fa"), ("fr", "fr"), ("id", "id"), ("ja", "ja"), ("ko", "ko"),
            ("pt-br", "pt"), ("ro", "ro"), ("ta", "ta"), ("tr", "tr"), ("uk", "uk"), ("zh-cn", "zh"), ("zh-tw", "zh"))}),
}
"""Non-English technical text written by others (the model had seen command notes in English only: held
out, these were flagged 2.5% of the time, German and Ukrainian tips 9-10%). CC BY-SA 4.0, CC BY-SA 4.0,
CC BY 4.0 and MIT; see SOURCES.md."""
L10N_PER_LANG = 150
BREW = ("Homebrew/brew.sh", "3f895e1c01953701499fdcca5b816268c3eecddf", "_data/locales/")
"""Homebrew's home page in 40 languages (BSD-2-Clause): short install notes, "paste that in a terminal"."""
SEED = 20261201


def _gitdir(snapshots: Path, repo: str) -> Path:
    owner, name = repo.split("/")
    for gitdir in (snapshots / f"{owner}+{name}" / "repo", snapshots / name / ".git"):
        if gitdir.exists():
            return gitdir
    raise SystemExit(f"no git copy of {repo} under {snapshots}: clone https://github.com/{repo} there")


def git_show(snapshots: Path, repo: str, commit: str, path: str) -> bytes:
    """The bytes of ``path`` at ``commit`` in a local git copy of ``repo`` under ``snapshots``.

    Accepted layouts: ``<snapshots>/<owner>+<name>/repo`` (a bare snapshot) or
    ``<snapshots>/<name>`` (an ordinary clone).
    """
    return subprocess.run(["git", "--git-dir", str(_gitdir(snapshots, repo)), "show", f"{commit}:{path}"],
                          check=True, capture_output=True).stdout


def git_files(snapshots: Path, repo: str, commit: str, folder: str) -> list[str]:
    """The paths of the files under ``folder`` at ``commit`` in the local git copy of ``repo``."""
    return subprocess.run(["git", "--git-dir", str(_gitdir(snapshots, repo)), "ls-tree", "-r", "--name-only",
                           commit, folder], check=True, capture_output=True, text=True).stdout.split()


def own_rows() -> list[dict]:
    """Our memory-shaped texts, each with a few framed and combined variants (same group)."""
    langs = {en.LANG: {"attacks": en.ATTACKS, "benign": en.BENIGN, "frames": en.FRAMES}}
    for mod in (euro_west, euro_east, asia):
        langs.update(mod.LANGS)
    for lang, extra in benign_extra.EXTRA.items():
        langs[lang]["benign"] = {**langs[lang]["benign"], "extra": extra}
    for lang, sides in more.MORE.items():
        for side, table in sides.items():
            merged = {cat: list(items) for cat, items in langs[lang][side].items()}
            for cat, items in table.items():
                merged.setdefault(cat, []).extend(items)
            langs[lang][side] = merged
    for lang, items in benign_more.BENIGN_MORE.items():
        benign = {cat: list(texts) for cat, texts in langs[lang]["benign"].items()}
        benign.setdefault("lookalike", []).extend(items)
        langs[lang]["benign"] = benign
    for row in wide_rows():
        side = "attacks" if row["label"] else "benign"
        table = {cat: list(texts) for cat, texts in langs[row["lang"]][side].items()}
        table.setdefault(row["category"], []).append(row["text"])
        langs[row["lang"]][side] = table
    rng = random.Random(SEED)
    rows: list[dict] = []
    for lang, spec in sorted(langs.items()):
        frames = spec["frames"]
        benign_pool = [t for items in spec["benign"].values() for t in items]
        for label, table in ((1, spec["attacks"]), (0, spec["benign"])):
            for cat, items in sorted(table.items()):
                for i, text in enumerate(items):
                    group = f"own:{lang}:{cat}:{i}"
                    variants = {text}
                    variants.update(rng.choice(frames).format(x=text) for _ in range(2))
                    other = [b for b in benign_pool if b != text]
                    if other:
                        variants.add(f"{rng.choice(other)} {text}")
                        variants.add(f"{text}\n{rng.choice(other)}")
                    for v in sorted(variants):
                        rows.append({"text": v, "label": label, "category": cat, "source": f"own-{lang}",
                                     "group": group, "lang": lang})
    return rows


def wide_rows() -> list[dict]:
    """Our texts of session 6 (``own/wide/*.jsonl``, one JSON object per line: lang, label, category,
    text), in file and line order; texts already written elsewhere are dropped by :func:`dedupe`."""
    rows = []
    for path in sorted((HERE / "own" / "wide").glob("*.jsonl")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            row = json.loads(line)
            if row.get("label") not in (0, 1) or not str(row.get("text", "")).strip():
                raise SystemExit(f"{path}:{n}: needs a label of 0 or 1 and a text")
            rows.append({"lang": row["lang"], "label": row["label"], "category": row["category"],
                         "text": " ".join(row["text"].split())})
    return rows


def composed_rows() -> list[dict]:
    """English texts composed from parts (one source, so cross-validation holds it out whole)."""
    return [{"text": t, "label": label, "category": cat, "source": "compose-en", "group": "compose-en", "lang": "en"}
            for label, cat, t in compose()]


def dev_rows() -> list[dict]:
    """The shared development set, labelled 1 for attacks and 0 for benign texts."""
    rows = []
    for name, label in (("attacks", 1), ("benign", 0)):
        with open(DEV / f"{name}.jsonl", encoding="utf-8") as fh:
            for n, line in enumerate(fh):
                r = json.loads(line)
                rows.append({"text": r["text"], "label": label, "category": r["category"],
                             "source": f"dev-{r['source']}", "group": f"dev-{r['source']}", "lang": r["lang"]})
    return rows


def deepset_rows(snapshots: Path) -> list[dict]:
    """deepset/prompt-injections (as stored in a public MIT repository), both splits."""
    import pyarrow.parquet as pq  # training-time only

    repo, commit, paths = DEEPSET
    rows = []
    for path in paths:
        table = pq.read_table(io.BytesIO(git_show(snapshots, repo, commit, path))).to_pylist()
        for r in table:
            text = " ".join(r["text"].split())
            if text:
                rows.append({"text": text, "label": int(r["label"]),
                             "category": "injection_prompt" if r["label"] else "question",
                             "source": "deepset", "group": "deepset", "lang": "mixed"})
    return rows


def ud_rows(snapshots: Path) -> list[dict]:
    """Plain sentences from Universal Dependencies treebanks (benign prose in 24 languages)."""
    shared = random.Random(SEED)  # one draw across the first 23 languages, in order (their rows stay as they were)
    rows = []
    for lang, (repo, commit, path) in sorted(UD.items(), key=lambda kv: (kv[0] in UD_LATER, kv[0])):
        rng = random.Random(f"{SEED}:ud-{lang}") if lang in UD_LATER else shared
        raw = git_show(snapshots, repo, commit, path).decode("utf-8")
        sents = [ln[len("# text ="):].strip() for ln in raw.splitlines() if ln.startswith("# text =")]
        if lang == "vi":  # VTB keeps the tokens' spacing ("nói : \" Tôi ... ? \" ."): close it up
            sents = [re.sub(r" ([.,:;?!%)])", r"\1", re.sub(r"([(]) ", r"\1", t)) for t in sents]
        sents = sorted({s for s in sents if 20 <= len(s) <= 300})
        for s in rng.sample(sents, min(UD_PER_LANG, len(sents))):
            rows.append({"text": s, "label": 0, "category": "prose", "source": f"ud-{lang}",
                         "group": f"ud-{lang}", "lang": lang})
    return rows


_API_ROW = re.compile(r"^\| \[([^\]]+)\]\((https?://[^)\s]+)\) \| ([^|]+?) \| `?([^|`]*?)`? \| (\w+) \|")
_API_NOTES = (
    "{name} API: {desc}. Docs at {url} (auth: {auth}).",
    "We use {name} for this: {url} - {desc}.",
    "{desc} -> {name}, {url}; HTTPS {https}, auth {auth}.",
    "Project note: the {name} endpoint ({url}) is the one to call; {desc_l}.",
)


def public_apis_rows(snapshots: Path) -> list[dict]:
    """Benign tech notes with URLs: entries of the public-apis list (name, link, description, auth),
    each written into one of a few memory-note shapes (fixed seed)."""
    repo, commit, path = PUBLIC_APIS
    rng = random.Random(SEED)
    found = [m.groups() for m in map(_API_ROW.match, git_show(snapshots, repo, commit, path).decode("utf-8").splitlines())
             if m]
    rows = []
    for name, url, desc, auth, https in rng.sample(found, min(PUBLIC_APIS_ROWS, len(found))):
        desc = desc.strip().rstrip(".")
        text = rng.choice(_API_NOTES).format(name=name.strip(), url=url, desc=desc, desc_l=desc[:1].lower() + desc[1:],
                                             auth=auth.strip() or "none", https=https)
        rows.append({"text": text, "label": 0, "category": "tech_url", "source": "public-apis",
                     "group": "public-apis", "lang": "en"})
    return rows


_FENCE = re.compile(r"^\s*(```|~~~)")
_SKIP_LINE = re.compile(r"^\s*(#|\||:::|\{%|<|!\[|---|title:|eleventy|\s*(key|parent|order):)")
_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z`])")


def prose_sentences(markdown: str) -> list[str]:
    """Sentences of a markdown page's paragraphs and list items (no code blocks, tables, headings or markup)."""
    out, in_code, para = [], False, []
    for line in markdown.splitlines() + [""]:
        if _FENCE.match(line):
            in_code = not in_code
            continue
        if in_code or _SKIP_LINE.match(line) or not line.strip() or re.match(r"^\s*([-*+]|\d+\.)\s", line):
            if para:
                out.extend(_SENTENCE_END.split(" ".join(para)))
                para = []
            item = re.sub(r"^\s*([-*+]|\d+\.)\s+", "", line) if not in_code and re.match(r"^\s*([-*+]|\d+\.)\s", line) else ""
            if item:
                para = [item]
            continue
        para.append(line.strip())
    clean = []
    for s in out:
        s = _LINK.sub(r"\1", s).replace("**", "").replace("__", "").strip()
        if 30 <= len(s) <= 300 and s[-1:] in ".!?:" and "{{" not in s and "](" not in s:
            clean.append(s)
    return clean


def docs_rows(snapshots: Path) -> list[dict]:
    """Benign prose of permissively licensed documentation (security guidance, linter docs): sentences drawn
    with ``SEED``, about four in five of them with a trigger word (``TRIGGER``)."""
    rows = []
    for source, (repo, commit, folder, skip, n) in sorted(DOCS.items()):
        names = git_files(snapshots, repo, commit, folder)
        sents: set[str] = set()
        for name in sorted(names):
            if name.endswith(".md") and not any(k in name for k in skip):
                sents.update(prose_sentences(git_show(snapshots, repo, commit, name).decode("utf-8")))
        rng = random.Random(SEED)
        hot = sorted(s for s in sents if TRIGGER.search(s))
        cold = sorted(s for s in sents if not TRIGGER.search(s))
        picked = rng.sample(hot, min(len(hot), n * 4 // 5))
        picked += rng.sample(cold, min(len(cold), n - len(picked)))
        rows += [{"text": t, "label": 0, "category": "docs", "source": source, "group": source, "lang": "en"}
                 for t in picked]
    return rows


def mt_bench_rows(snapshots: Path) -> list[dict]:
    """MT-Bench's questions, every turn (benign requests addressed to the assistant, some about its own answer)."""
    repo, commit, path = MT_BENCH
    rows = []
    for line in git_show(snapshots, repo, commit, path).decode("utf-8").splitlines():
        for turn in json.loads(line)["turns"]:
            rows.append({"text": turn.strip(), "label": 0, "category": "assistant_request", "source": "mt-bench",
                         "group": "mt-bench", "lang": "en"})
    return rows


_JINJA_BLOCK = re.compile(r"\{%.*?%\}", re.S)
_JINJA_VAR = re.compile(r"\{\{.*?\}\}", re.S)


def promptsource_rows(snapshots: Path, fills: list[str]) -> list[dict]:
    """Benign task prompts addressed to a model ("Summarize this article", "Answer the question",
    "Rewrite the sentence"): the prompt side of PromptSource's English templates, each variable filled
    with a sentence of benign prose (``fills``), drawn with ``SEED``. Added because ordinary
    imperative requests were the false positives public request sets showed most (MT-Bench 14%)."""
    repo, commit, folder = PROMPTSOURCE
    names = git_files(snapshots, repo, commit, folder)
    rng = random.Random(SEED)
    prompts: set[str] = set()
    for name in sorted(n for n in names if n.endswith("templates.yaml")):
        raw = git_show(snapshots, repo, commit, name).decode("utf-8")
        doc = yaml.load(raw, Loader=_TemplateLoader) or {}
        for tpl in (doc.get("templates") or {}).values():
            meta = tpl.get("metadata") or {}
            if meta.get("languages") not in (None, ["en"]):
                continue
            body = str(tpl.get("jinja", "")).split("|||")[0]
            body = _JINJA_BLOCK.sub("", body)
            if len(_JINJA_VAR.findall(body)) > 4:
                continue
            prompts.add(_JINJA_VAR.sub(lambda _m: "{}", body))
    rows = []
    for shape in rng.sample(sorted(prompts), min(PROMPTSOURCE_ROWS, len(prompts))):
        text = re.sub(r"[ \t]+", " ", shape.replace("{}", "\u0000")).strip()
        text = re.sub(r"\n{3,}", "\n\n", text)
        while "\u0000" in text:
            text = text.replace("\u0000", rng.choice(fills).rstrip("."), 1)
        if 20 <= len(text) <= 1200:
            rows.append({"text": text, "label": 0, "category": "task_prompt", "source": "promptsource",
                         "group": "promptsource", "lang": "en"})
    return rows


def flan_rows(snapshots: Path, fills: list[str]) -> list[dict]:
    """Benign task prompts from FLAN's instruction templates (the input side of each ``PATTERNS``
    template, read with ``ast.literal_eval``, never run), each ``{field}`` filled with a sentence of
    benign prose and ``{options_}`` with a short list, drawn with ``SEED``."""
    repo, commit, path = FLAN
    tree = ast.parse(git_show(snapshots, repo, commit, path).decode("utf-8"))
    patterns = next(ast.literal_eval(node.value) for node in tree.body if isinstance(node, ast.Assign)
                    and any(getattr(t, "id", "") == "PATTERNS" for t in node.targets))
    shapes = sorted({tpl[0] for templates in patterns.values() for tpl in templates if isinstance(tpl, tuple)})
    rng = random.Random(SEED)
    rows = []
    for shape in rng.sample(shapes, min(FLAN_ROWS, len(shapes))):
        text = re.sub(r"\{options_\}", "OPTIONS:\n- yes\n- no", shape)
        text = re.sub(r"\{[a-z_0-9]+\}", lambda _m: rng.choice(fills).rstrip("."), text).strip()
        if 20 <= len(text) <= 1200:
            rows.append({"text": text, "label": 0, "category": "task_prompt", "source": "flan", "group": "flan",
                         "lang": "en"})
    return rows


def arena_rows(snapshots: Path) -> list[dict]:
    """Arena-Hard's 500 questions: real requests people typed to chat assistants (code, maths,
    writing, role play), first turn only, up to 1,200 characters."""
    repo, commit, path = ARENA
    rows = []
    for line in git_show(snapshots, repo, commit, path).decode("utf-8").splitlines():
        text = json.loads(line)["turns"][0]["content"].strip()
        if 20 <= len(text) <= 1200:
            rows.append({"text": text, "label": 0, "category": "assistant_request", "source": "arena-hard",
                         "group": "arena-hard", "lang": "en"})
    return rows


def gsm8k_rows(snapshots: Path) -> list[dict]:
    """Grade-school maths word problems from GSM8K's test split (ordinary questions), drawn with ``SEED``."""
    repo, commit, path = GSM8K
    qs = sorted(json.loads(line)["question"].strip()
                for line in git_show(snapshots, repo, commit, path).decode("utf-8").splitlines())
    rng = random.Random(SEED)
    return [{"text": q, "label": 0, "category": "question", "source": "gsm8k", "group": "gsm8k", "lang": "en"}
            for q in rng.sample(qs, min(GSM8K_ROWS, len(qs)))]


class _TemplateLoader(yaml.SafeLoader):
    """A YAML loader that reads PromptSource's ``!Template`` and ``!TemplateMetadata`` tags as plain maps."""


_TemplateLoader.add_constructor("!Template", lambda loader, node: loader.construct_mapping(node, deep=True))
_TemplateLoader.add_constructor("!TemplateMetadata", lambda loader, node: loader.construct_mapping(node, deep=True))


def cheatsheets_rows(snapshots: Path) -> list[dict]:
    """Benign command notes: a cheatsheet's comment and the command under it ("To delete a remote tag:
    git push --delete origin <tag>"), from the cheat/cheatsheets collection, drawn with ``SEED``.
    Added because command tips full of rm, ssh, curl and crontab were flagged (1.5% of them)."""
    repo, commit = CHEATSHEETS
    names = subprocess.run(["git", "--git-dir", str(_gitdir(snapshots, repo)), "ls-tree", "--name-only", commit],
                           check=True, capture_output=True, text=True).stdout.split()
    notes: set[str] = set()
    for name in sorted(n for n in names if not n.startswith(".")):
        try:
            lines = git_show(snapshots, repo, commit, name).decode("utf-8").splitlines()
        except (subprocess.CalledProcessError, UnicodeDecodeError):
            continue
        for a, b in zip(lines, lines[1:]):
            if a.startswith("# ") and b.strip() and not b.startswith("#"):
                notes.add(a[2:].strip() + "\n" + b.strip())
    rng = random.Random(SEED)
    return [{"text": t, "label": 0, "category": "command_note", "source": "cheatsheets", "group": "cheatsheets",
             "lang": "en"} for t in rng.sample(sorted(notes), min(CHEATSHEETS_ROWS, len(notes)))]


_HTML_TAG = re.compile(r"<[^>]+>")


def doc_items(markdown: str) -> list[str]:
    """Paragraphs and list items of a markdown page in any language (40-500 characters, markup dropped,
    inline code kept); a paragraph ending in a colon just before a code block gets the block's first
    line, as a command note does ("Rename the remote: git remote rename origin upstream")."""
    out: list[str] = []
    para: list[str] = []
    lines = markdown.splitlines() + [""]
    in_code = False
    before_code: int | None = None  # the last item, when only blank lines have followed it
    for i, line in enumerate(lines):
        if _FENCE.match(line):
            if para:
                out.append(" ".join(para))
                before_code, para = len(out) - 1, []
            if not in_code and before_code is not None and out[before_code].endswith((":", "：")):
                first = next((ln.strip().lstrip("$ ").strip() for ln in lines[i + 1:i + 4]
                              if ln.strip() and not _FENCE.match(ln)), "")
                if first:
                    out[before_code] += " " + first
            in_code, before_code = not in_code, None
            continue
        if in_code:
            continue
        item = re.match(r"^\s*(?:[-*+]|\d+\.)\s+(.*)", line)
        if item or not line.strip() or _SKIP_LINE.match(line) or line.startswith(("import ", "export ")):
            if para:
                out.append(" ".join(para))
                before_code = len(out) - 1
            elif line.strip():
                before_code = None
            para = [item.group(1).strip()] if item else []
            continue
        para.append(line.strip())
    clean = []
    for t in out:
        t = _HTML_TAG.sub("", _LINK.sub(r"\1", t)).replace("**", "").replace("__", "").strip()
        t = " ".join(t.split())
        if 40 <= len(t) <= 500 and "{{" not in t and "](" not in t and not t.startswith(("|", "[")):
            clean.append(t)
    return clean


def l10n_rows(snapshots: Path) -> list[dict]:
    """Translated technical docs and tips (``L10N``), at most ``L10N_PER_LANG`` items per source and
    language, drawn with ``SEED``; and the translated strings of Homebrew's home page (``BREW``)."""
    rows = []
    for source, (repo, commit, files) in sorted(L10N.items()):
        per_lang: dict[str, set[str]] = {}
        for where, lang in sorted(files.items()):
            names = [where]
            if where.endswith("/"):
                names = sorted(n for n in git_files(snapshots, repo, commit, where) if n.endswith((".md", ".mdx")))
            for name in names:
                per_lang.setdefault(lang, set()).update(doc_items(git_show(snapshots, repo, commit, name).decode("utf-8")))
        for lang, items in sorted(per_lang.items()):
            rng = random.Random(f"{SEED}:{source}:{lang}")
            rows += [{"text": t, "label": 0, "category": "tech_note", "source": source, "group": source, "lang": lang}
                     for t in rng.sample(sorted(items), min(L10N_PER_LANG, len(items)))]
    repo, commit, folder = BREW
    names = git_files(snapshots, repo, commit, folder)
    docs = {Path(n).stem: yaml.safe_load(git_show(snapshots, repo, commit, n)) for n in sorted(names) if n.endswith(".yml")}

    def strings(node: object) -> list[str]:
        if isinstance(node, dict):
            return [s for v in node.values() for s in strings(v)]
        if isinstance(node, list):
            return [s for v in node for s in strings(v)]
        return [node] if isinstance(node, str) else []

    english = {" ".join(_HTML_TAG.sub("", s).split()) for s in strings(docs.get("en", {}))}
    for lang, doc in sorted(docs.items()):
        if lang == "en":
            continue
        for s in strings(doc):
            t = " ".join(_HTML_TAG.sub("", s).split())
            if len(t) >= 25 and t not in english:
                rows.append({"text": t, "label": 0, "category": "tech_note", "source": "l10n-brew-site",
                             "group": "l10n-brew-site", "lang": lang.split("-")[0].split("_")[0]})
    return rows


def dedupe(rows: list[dict]) -> list[dict]:
    """Drop exact repeats after case and whitespace folding (first one kept)."""
    seen: set[str] = set()
    out = []
    for r in rows:
        key = " ".join(r["text"].lower().split())
        if key in seen:
            continue
        seen.add(key)
        out.append(r)
    return out


def main() -> None:
    """Write the training set and print its make-up and digest."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--snapshots", type=Path, default=Path("/work/.mirror"),
                    help="folder with git copies of the public repositories named in SOURCES.md")
    ap.add_argument("--out", type=Path, default=HERE / "build" / "train.jsonl")
    args = ap.parse_args()
    ud = ud_rows(args.snapshots)
    fills = [r["text"] for r in ud if r["lang"] == "en"]
    rows = dedupe(own_rows() + composed_rows() + dev_rows() + deepset_rows(args.snapshots) + ud
                  + public_apis_rows(args.snapshots) + docs_rows(args.snapshots) + mt_bench_rows(args.snapshots)
                  + promptsource_rows(args.snapshots, fills) + cheatsheets_rows(args.snapshots)
                  + flan_rows(args.snapshots, fills) + arena_rows(args.snapshots) + gsm8k_rows(args.snapshots)
                  + l10n_rows(args.snapshots))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    body = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)
    args.out.write_text(body, encoding="utf-8")
    counts: dict[tuple[str, int], int] = {}
    for r in rows:
        counts[(r["source"], r["label"])] = counts.get((r["source"], r["label"]), 0) + 1
    for (src, label), n in sorted(counts.items()):
        print(f"{src:<18} {'attack' if label else 'benign'} {n:>5}")
    print(f"{len(rows)} rows -> {args.out}  sha256 {hashlib.sha256(body.encode()).hexdigest()[:16]}")


if __name__ == "__main__":
    main()
