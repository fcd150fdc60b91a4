"""The values-aware pair rules and group assembly: stated-by, near-duplicate, containment, overlap,
contradiction, hard negatives, store-common values, the user's own name, and each entry removed once."""

from __future__ import annotations

import pytest

from curator.core.consolidate import contradict, engine, relate
from curator.core.consolidate.values import read


def _store(*texts: str, identity: int | None = None) -> relate.Store:
    readings = [read(t) for t in texts]
    return relate.build_store(readings, readings[identity] if identity is not None else None)


def _judge(a: str, b: str, sim: float | None = None) -> relate.Verdict | None:
    return relate.judge(_store(a, b), 0, 1, sim, min)


@pytest.mark.parametrize("short, long", [
    ("Trust PCs run Excel 2016.", "Trust PCs run Excel 2016, so rota formulas must avoid XLOOKUP; use INDEX/MATCH."),
    ("Stocks are made on Mondays and Thursdays.", "Stocks: chicken and veal are made Mondays and Thursdays, in 2 L tubs."),
    ("Alertmanager-Routen: gitops/monitoring/alertmanager.yaml.",
     "Alertmanager-Routen stehen in gitops/monitoring/alertmanager.yaml; Änderungen nur per PR."),
    ("근무 시간은 10:00–19:00 KST.", "근무 시간은 10:00–19:00 KST, 점심은 12:30–13:30."),
])
def test_containment_keeps_the_longer(short: str, long: str) -> None:
    v = _judge(short, long)
    assert v is not None and v.kind == "containment" and (v.keep, v.remove) == (1, 0) and v.lexical


@pytest.mark.parametrize("a, b", [
    ("Day shifts run 07:30–20:00 with a 60-minute unpaid break.", "Night shifts run 19:30–08:00 with a 60-minute unpaid break."),
    ("Docket HLW-2231 claims small entity status (60% fee reduction).", "Docket HLW-2307 claims micro entity status (80% fee reduction)."),
    ("Prod WAF runs the OWASP managed rules in block mode.", "Staging WAF runs the OWASP managed rules in log-only mode."),
    ("Grafana prod: grafana.lx-intern.de, Login über Okta.", "Grafana staging: grafana-stg.lx-intern.de, Login über Okta."),
    ("Presentation rubric: four levels; criteria are content and delivery.",
     "Lab report rubric: four levels; criteria are hypothesis and method."),
    ("Fernway uses Swift Package Manager only.", "Pebble Timer uses SwiftData for storage."),
    ("Commit lockfiles.", "Never commit lockfiles."),
    ("Mairi (vocals) is vegan: add it to every rider.", "Jonah (drums) is coeliac: add gluten-free food to every rider."),
    ("Backend PRs need two approvals.", "Backend PRs need one approval."),
    ("平面図の縮尺は 1/100、詳細図は 1/20 が事務所の標準。", "配置図の縮尺は 1/200、立面図は 1/100 が事務所の標準。"),
])
def test_hard_negatives_are_not_stated_even_when_meaning_is_close(a: str, b: str) -> None:
    # a similarity as high as a true duplicate's must not make a deletion when values disagree
    assert _judge(a, b, sim=0.9) is None


def test_similarity_alone_is_a_merge_candidate_not_a_lexical_verdict() -> None:
    a = "Prefers calm, factual wording in reports."
    b = "No dramatic language in write-ups: keep it factual and calm."
    assert _judge(a, b) is None
    v = _judge(a, b, sim=0.7)
    assert v is not None and not v.lexical


def test_store_common_values_do_not_make_overlaps() -> None:
    texts = [f"Fernway note {k}: item {k}x" for k in range(6)] + [
        "Fernway Debug builds talk to api-staging.fernway.app.", "Fernway Release builds talk to api.fernway.app."]
    store = _store(*texts)
    assert all(v.canon != "fernway" for vals in store.specific for v in vals)
    assert relate.overlap(store, 6, 7, None) is None


def test_shared_rare_subject_is_an_overlap() -> None:
    store = _store("Priya (ward manager) signs off annual leave; send requests six weeks ahead.",
                   "Priya only accepts leave requests sent to her NHS.net address.", "Tom teaches on Fridays.")
    v = relate.overlap(store, 0, 1, None)
    assert v is not None and v.kind == "overlap" and "priya" in v.reason


def test_the_users_own_name_is_no_specific_value() -> None:
    store = _store("Callum wants setlists printed at 24 pt bold.", "Callum Reyes, fiddle player from Glasgow.",
                   "Reads setlists on a dark stage, so print them in 24 pt bold.", identity=1)
    assert store.own == {"callum", "reyes"}
    assert relate.values_stated(store, 0, 2)


@pytest.mark.parametrize("a, b, why", [
    ("Module 2 essay: 2,500 words, Harvard referencing.", "Module 2 essay limit is 3,000 words.", "word"),
    ("Per diem on tour is £30 a day.", "Per diem is £25 a day.", "£"),
    ("Report card comments: 500 characters max.", "Report card comment limit is 1,000 characters.", "char"),
    ("Grafana prod: Login über Okta.", "Grafana prod: Login über Keycloak, nicht mehr über Okta.", "okta"),
    ("Fernway needs minimum iOS 16.", "Fernway dropped iOS 16: minimum is iOS 17 now.", "ios"),
    ("Uses pnpm.", "Prefers npm.", "package manager"),
    ("Timezone: PST.", "Timezone is UTC+1.", "Timezone"),
])
def test_contradictions(a: str, b: str, why: str) -> None:
    reason = contradict.contradiction(_store(a, b), 0, 1, None)
    assert reason is not None and why.lower() in reason.lower()


@pytest.mark.parametrize("a, b", [
    ("Module 1 essay: 3,000 words.", "Module 2 essay limit is 3,000 words."),  # two modules
    ("Ana (sous chef) runs the pass Thursday to Saturday.", "Ben (junior sous) runs the pass Sunday to Wednesday."),
    ("Project alpha uses npm.", "Project beta uses pnpm."),
    ("Auth tokens go in the Keychain, never in UserDefaults.", "Never put auth tokens in UserDefaults."),
])
def test_no_contradiction_between_different_subjects_or_the_same_rule(a: str, b: str) -> None:
    assert contradict.contradiction(_store(a, b), 0, 1, None) is None


def test_group_assembly_removes_each_entry_once_and_keeps_a_store_non_empty() -> None:
    texts = ["Deploy with make deploy.", "deploy with `make deploy`", "Deploy with make deploy!",
             "Deploy with make deploy; the target is prod-eu.", "Unrelated: the cat is Miso."]
    found = engine.find(texts, len(texts), semantic=False)
    groups = engine.assemble(found, texts, ["memory"] * len(texts), {"memory": len(texts)})
    removed = [r for g in groups for r in g.removes]
    assert len(removed) == len(set(removed))
    keepers = {g.keep for g in groups}
    assert not keepers & set(removed)
    assert 3 in keepers and 4 not in removed  # the entry saying most stays
    only = engine.find(["A.", "a"], 2, semantic=False)
    assert engine.assemble(only, ["A.", "a"], ["memory", "memory"], {"memory": 2})[0].removes == [1]
    lone = engine.find(["Uses pnpm."], 1, semantic=False)
    assert engine.assemble(lone, ["Uses pnpm."], ["memory"], {"memory": 1}) == []


def test_a_far_over_limit_store_is_bounded() -> None:
    texts = [f"Service svc-{k} listens on port {8000 + k} in region eu-{k % 7}." for k in range(3000)]
    found = engine.find(texts, len(texts), semantic=False)
    assert found.truncated
    assert len(found.verdicts) + len(found.overlaps) + len(found.contradictions) <= engine.MAX_PAIRS


def test_merge_text_drops_the_shared_opening() -> None:
    assert engine.merge_texts("Mairi (vocals) is vegan: add it to every rider.",
                              "Mairi needs a humidifier in the dressing room.") == (
        "Mairi (vocals) is vegan: add it to every rider; needs a humidifier in the dressing room.")
    assert engine.merge_texts("Grafana prod: login via Okta.", "Grafana prod: dashboards in folder Ops.") == (
        "Grafana prod: login via Okta; dashboards in folder Ops.")


@pytest.mark.parametrize("a, b, why", [
    # one subject by its opening word, across languages; the German noun "Release" names no second subject
    ("Retros are written within 4 business days of a release, in Notion.",
     "Retro muss innerhalb von 2 Arbeitstagen nach dem Release fertig sein.", "d"),
    # a polarity flip on a word, about one identified thing ("lost" negates)
    ("Account AC-7781 has premium support with a 24 h response.",
     "AC-7781 lost premium support after the downgrade; point them to the forum.", "premium"),
])
def test_contradictions_by_opening_subject_and_flipped_word(a: str, b: str, why: str) -> None:
    reason = contradict.contradiction(_store(a, b), 0, 1, None)
    assert reason is not None and why in reason


@pytest.mark.parametrize("a, b", [
    # a rule for one environment does not contradict the general one
    ("Never reindex more than 40 shards at once; the cluster stalls.",
     "Never reindex more than 5 shards at once on the staging cluster; it is small."),
    # the negation moved, not the fact
    ("Redis is not installed on web03; sessions live in Postgres there.",
     "Sessions on web03 live in Postgres (no Redis there)."),
])
def test_scoped_rules_and_moved_negations_are_no_contradiction(a: str, b: str) -> None:
    assert contradict.contradiction(_store(a, b, "Nginx runs on web01.", "Backups go to s3://vault-7."), 0, 1, None) is None


def test_a_value_inside_both_negations_is_no_flip() -> None:
    a = "Avoid calling an incident 'critical' in customer emails."
    b = "In customer emails, never describe an incident as critical."
    assert contradict.contradiction(_store(a, b), 0, 1, None) is None


def test_the_only_two_entries_opening_with_a_name_overlap() -> None:
    texts = ["Tomasz (bass) is allergic to nuts.", "Tomasz needs a quiet room before each show.",
             "Eva drives the van; Tomasz navigates.", "The setlist by Tomasz goes on the wall."]
    store = _store(*texts)
    assert store.counts["name:tomasz"] == 4  # too common to be a value only the two share
    v = relate.overlap(store, 0, 1, None)
    assert v is not None and v.kind == "overlap" and "tomasz" in v.reason
    third = _store(*texts, "Tomasz tunes down a half step.")  # three entries open with him: no pair is singled out
    assert relate.overlap(third, 0, 1, None) is None
