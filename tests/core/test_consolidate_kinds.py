"""Consolidation analysis: one table of cases per kind, hard negatives, contradictions and stale entries."""

from __future__ import annotations

import datetime as dt

import pytest

from curator.core.consolidate.analysis import EntryRef, analyse, states_same_facts
from curator.core.consolidate.relate import exact_key
from curator.core.consolidate.values import read

TODAY = dt.date(2026, 3, 10)


def _groups(entries: list[str], **kw) -> list[tuple[str, set[int]]]:
    a = analyse(entries, today=TODAY, **kw)
    return [(g.kind, {r.index for r in g.entries if r.store == "memory"}) for g in a.groups]


# ------------------------------------------------------------------------------------------ duplicates

@pytest.mark.parametrize("a, b", [
    ("Run tests with `pnpm test`.", "run tests with pnpm test"),
    ("PR titles follow Conventional Commits (feat:, fix:)", "PR titles follow conventional commits - feat: fix:"),
    ("Use   black\nfor formatting!", "use black for formatting"),
])
def test_duplicates_after_normalisation(a: str, b: str) -> None:
    assert exact_key(a) == exact_key(b)
    groups = _groups([a, "Unrelated: the cat is called Miso.", b])
    assert groups == [("duplicate", {0, 2})]


def test_duplicate_keeps_the_first_and_reclaims_the_second() -> None:
    entries = ["Deploy with `make deploy`.", "deploy with make deploy"]
    g = analyse(entries, today=TODAY).groups[0]
    assert g.suggestion.keep == EntryRef("memory", 0)
    assert g.suggestion.remove == (EntryRef("memory", 1),)
    assert g.reclaim_chars == len(entries[1]) + 3
    assert g.confidence == 1.0


# ------------------------------------------------------------------------------------------ containment

@pytest.mark.parametrize("short, long", [
    ("Env vars for local dev are in .env.local.",
     "Env vars for local dev are in .env.local; copy .env.example when setting up a new machine."),
    ("Go version is 1.22 everywhere.", "Go version is 1.22 everywhere; toolchain directive is set in go.work."),
    ("Lint with golangci-lint (`make lint`).", "Lint with golangci-lint: `make lint`; the config is .golangci.yml."),
])
def test_containment_drops_the_shorter(short: str, long: str) -> None:
    a = analyse([long, short], today=TODAY)
    (g,) = a.groups
    assert g.kind == "containment"
    assert g.suggestion.keep == EntryRef("memory", 0)
    assert g.suggestion.remove == (EntryRef("memory", 1),)
    assert g.suggestion.merged_text == long
    assert g.confidence >= 0.9
    assert states_same_facts([long], short)


# ------------------------------------------------------------------------------------------ near-duplicates

@pytest.mark.parametrize("a, b", [
    ("Staging deploys automatically from the `develop` branch via Vercel.",
     "Staging deploys from develop through Vercel, automatically."),
    ("The k3s cluster has three nodes: k3s-a, k3s-b, k3s-c (VMs on pve1).",
     "The k3s cluster has 3 nodes (k3s-a, k3s-b, k3s-c), all VMs on pve1."),
    ("Feature flags come from LaunchDarkly; the client key is in LD_CLIENT_KEY.",
     "Feature flags are served by LaunchDarkly (client key in LD_CLIENT_KEY)."),
    ("Integration tests need the compose stack: `make itest`.",
     "Integration tests require the compose stack to be running: run `make itest`."),
])
def test_near_duplicates_reworded(a: str, b: str) -> None:
    groups = _groups([a, b])
    assert groups == [("near_duplicate", {0, 1})]


# ------------------------------------------------------------------------------------------ overlap

def test_overlap_merges_shared_subject_into_shorter_entry() -> None:
    a = "ledger-etl repo is at ~/src/ledger-etl; Python 3.11 managed with Poetry."
    b = "ledger-etl repo is at ~/src/ledger-etl; DAGs live in dags/ and are synced to s3://ledger-airflow/dags."
    an = analyse([a, b], today=TODAY)
    (g,) = an.groups
    assert g.kind == "overlap"
    merged = g.suggestion.merged_text
    assert merged.count("~/src/ledger-etl") == 1
    assert "Poetry" in merged and "s3://ledger-airflow/dags" in merged
    assert len(merged) < len(a) + len(b)
    assert g.reclaim_chars == len(a) + len(b) + 3 - len(merged)
    kept = [merged]
    assert states_same_facts(kept, a) and states_same_facts(kept, b)


def test_overlap_needs_a_shared_subject() -> None:
    # the shared clause ("keep 14 daily") is not what the second entry is about
    entries = ["Staging DB: postgres on port 5432, user app.", "Prod DB: postgres on port 5433, user app."]
    assert _groups(entries) == []


# ------------------------------------------------------------------------------------------ hard negatives

@pytest.mark.parametrize("a, b", [
    ("Staging DB runs on port 5432.", "Staging DB runs on port 5433."),
    ("Run `make test` before pushing.", "Run `make lint` before pushing."),
    ("Commit lockfiles.", "Never commit lockfiles."),
    ("Alice reviews backend PRs.", "Bob reviews backend PRs."),
    ("Backend PRs need two approvals.", "Backend PRs need one approval."),
    ("Staging deploys from the develop branch.", "Production deploys from the main branch."),
    ("Use 2 spaces for YAML files.", "Use 4 spaces for YAML files."),
    ("Proxmox host pve1 is at 192.168.1.10.", "Proxmox host pve2 is at 192.168.1.11."),
    ("Does not want emoji in technical answers.", "Wants emoji in technical answers."),
    ("Use pnpm, not npm.", "Use npm, not pnpm."),
    ("Node 20 for the app.", "Node 18 for the app."),
])
def test_hard_negatives_are_not_grouped(a: str, b: str) -> None:
    assert _groups([a, b]) == []
    assert not states_same_facts([a], b) and not states_same_facts([b], a)


# ------------------------------------------------------------------------------------------ contradictions

@pytest.mark.parametrize("a, b, word", [
    ("User prefers pnpm.", "Uses npm.", "package manager"),
    ("Timezone is UTC+1.", "Timezone: PST.", "timezone"),
    ("Use pnpm, never npm or yarn, in orbit-web.", "Use npm for the orbit-web scripts.", "negates"),
    ("Python 3.12 is required for ledger-etl.", "ledger-etl repo is at ~/src/ledger-etl; Python 3.11 managed with Poetry.",
     "python"),
    ("Editor: Neovim.", "Editor is Helix.", "editor"),
])
def test_contradictions_flagged_with_reason(a: str, b: str, word: str) -> None:
    an = analyse([a, b], today=TODAY)
    assert an.groups == ()
    (c,) = an.contradictions
    assert {r.index for r in c.entries} == {0, 1}
    assert word in c.reason


@pytest.mark.parametrize("a, b", [
    ("Project alpha uses npm.", "Project beta uses pnpm."),
    ("Staging DB port 5432.", "Prod DB port 5433."),
    ("The app uses yarn 4; do not switch to pnpm.", "Use yarn 4 in the app, never pnpm."),
])
def test_no_contradiction_for_different_subjects_or_same_rule(a: str, b: str) -> None:
    assert analyse([a, b], today=TODAY).contradictions == ()


def test_cross_store_contradiction_uses_store_refs() -> None:
    an = analyse(["Uses npm for every project."], other_entries=["Prefers pnpm."], today=TODAY)
    (c,) = an.contradictions
    assert an.to_json()["contradictions"][0]["entry_numbers"] == [1, {"store": "user", "number": 1}]
    assert "pnpm" in c.reason


# ------------------------------------------------------------------------------------------ stale

@pytest.mark.parametrize("text, reason", [
    ("Demo for Acme on 2026-02-20: prepare the seed data.", "past date (2026-02-20)"),
    ("Paper deadline was January 30, 2026.", "past date (2026-01-30)"),
    ("Upgrade to Django 4.2 is scheduled for Q4 2025.", "past date (2025-12-31)"),
    ("Currently migrating the media stack to k3s.", "currently"),
    ("Replace the failing disk this week.", "this week"),
    ("Refactoring the billing page (ORB-231).", "ticket ORB-231"),
    ("Issue #142 is being fixed on a branch.", "ticket #142"),
    ("Billing rewrite is WIP.", "WIP"),
    ("Working on the dedup step.", "working on"),
])
def test_stale_candidates(text: str, reason: str) -> None:
    (st,) = analyse([text], today=TODAY).stale
    assert reason in st.reason


@pytest.mark.parametrize("text", [
    "Birthday is 1988-09-14; likes low-key celebrations.",
    "Release 2.4 is planned for 2026-04-15.",
    "Files are UTF-8; hashes are SHA-256; dates ISO-8601.",
    "Pays bills on the 1st of the month.",
    "Customer since 2019-05-01.",
])
def test_not_stale(text: str) -> None:
    assert analyse([text], today=TODAY).stale == ()


def test_stale_depends_on_today() -> None:
    text = "Conference talk due 2026-02-28."
    assert analyse([text], today=dt.date(2026, 2, 1)).stale == ()
    assert analyse([text], today=TODAY).stale


# ------------------------------------------------------------------------------------------ values

def test_negation_scope_and_passive() -> None:
    assert {v.canon for v in read("Never use npm").values if v.negated} == {"npm"}
    assert {(v.canon, v.negated) for v in read("Slurm on gpu01, not Kubernetes").values} >= {
        ("slurm", False), ("gpu01", False), ("kubernetes", True)}


def test_analysis_is_deterministic() -> None:
    entries = ["Use pnpm in web; the lockfile is pnpm-lock.yaml.", "Use pnpm, never npm, in web.",
               "use pnpm in web; the lockfile is pnpm-lock.yaml", "Timezone: CET.", "Timezone: PST."]
    assert analyse(entries, today=TODAY) == analyse(list(entries), today=TODAY)
