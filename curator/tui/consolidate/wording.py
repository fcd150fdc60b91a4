"""Words of the consolidation view: suggestion rows, summary, gauge-after line, confirmations, editor checks."""

from __future__ import annotations

from curator.core.humanize import clip, plural
from curator.core.consolidate.analysis import Group, dropped_share
from curator.core.memory.format import STORE_FILES, format_gauge
from curator.core.scanner.entries import describe_finding, scan_text
from curator.core.consolidate.plan import (
    FLAGGED_GLYPH,
    STALE_GLYPH,
    Prepared,
    Preview,
    Selection,
    SuggestionKey,
    describe_ref,
    gauge_change,
    prompt_chars,
    group_class,
    group_glyph,
    lost_facts,
    preview,
    suggestion_reclaim,
)

SHORT_KINDS = {"duplicate": "duplicate", "containment": "containment", "near_duplicate": "near_duplicate",
               "overlap": "overlap"}
"""Row labels: the kinds' own names, as the CLI and JSON print them (core/consolidate/naming.KIND_WORDS explains them)."""


def suggestion_row(prepared: Prepared, key: SuggestionKey) -> tuple[str, str, str]:
    """Glyph, colour class and one-line summary of a suggestion."""
    analysis = prepared.analysis
    kind, value = key
    reclaim = suggestion_reclaim(prepared, key)
    if kind == "group":
        group = analysis.group(value)
        s = group.suggestion
        drops = ", ".join(describe_ref(analysis, r) for r in s.remove)
        if s.keep is None:
            what = f"drop {drops}"
        elif s.merged_text != analysis.text_of(s.keep):
            what = f"merge {drops} into {describe_ref(analysis, s.keep)}"
        else:
            what = f"keep {describe_ref(analysis, s.keep)}, drop {drops}"
        return group_glyph(value), group_class(value), f"{SHORT_KINDS.get(group.kind, group.kind)}: {what} \u00b7 " \
                                                       f"\u2212{reclaim:,}"
    eviction = prepared.eviction(value)
    stale = eviction is None or eviction.kind == "stale"
    word = "stale" if stale else "flagged"
    glyph, css = (STALE_GLYPH, "-stale") if stale else (FLAGGED_GLYPH, "-flagged")
    return glyph, css, f"{word}: drop #{value + 1} \u00b7 \u2212{reclaim:,}"


def summary_line(prepared: Prepared) -> str:
    """Counts of what the analysis found, and which analysis ran (``lexical`` or ``semantic:<models>``)."""
    analysis = prepared.analysis
    stale = sum(1 for e in prepared.evictions if e.kind == "stale")
    flagged = len(prepared.evictions) - stale
    parts = [plural(len(analysis.entries), "entry", "entries"), plural(len(analysis.groups), "group"),
             f"{stale} stale {STALE_GLYPH}", f"{flagged} flagged {FLAGGED_GLYPH}",
             f"{plural(len(analysis.contradictions), 'contradiction')} \u2260", analysis.method]
    return " \u00b7 ".join(parts)


def gauge_line(prepared: Prepared, selection: Selection, result: Preview) -> str:
    """``MEMORY.md 88% — … → 69% — … · 5 ticked · 421 chars back`` or why the ticks cannot be applied."""
    store = prepared.store
    name = STORE_FILES[store]
    if result.error:
        return f"\u2716 {result.error}"
    if not len(selection):
        now = format_gauge(prompt_chars(prepared, result, store, after=False), prepared.limit)
        return f"{name} now {now} \u00b7 nothing ticked yet"
    back = result.chars(store, after=False) - result.chars(store)
    line = f"{name} {gauge_change(prepared, result, store)} \u00b7 {len(selection)} ticked \u00b7 {back:,} chars back"
    other = prepared.analysis.other_store
    if other in result.plan:
        line += f" \u00b7 {STORE_FILES[other]} {gauge_change(prepared, result, other)}"
    return line


def confirm_texts(prepared: Prepared, selection: Selection, result: Preview) -> tuple[str, str]:
    """Title and body of the apply confirmation: every change, the gauges, and how to undo."""
    analysis = prepared.analysis
    n = len(selection)
    title = f"Apply {n} suggestion{'s' if n != 1 else ''} to {STORE_FILES[prepared.store]}?"
    lines = []
    for gid in sorted(selection.groups):
        group = analysis.group(gid)
        s = group.suggestion
        merged = selection.merged.get(gid, s.merged_text)
        if s.keep is not None and merged != analysis.text_of(s.keep):
            lines.append(f"{group_glyph(gid)} rewrite {describe_ref(analysis, s.keep)} as: {clip(merged, 90)}")
        for ref in s.remove:
            lines.append(f"{group_glyph(gid)} remove {describe_ref(analysis, ref)}: {clip(analysis.text_of(ref), 90)}")
    for index in sorted(selection.evict):
        eviction = prepared.eviction(index)
        glyph = STALE_GLYPH if eviction is None or eviction.kind == "stale" else FLAGGED_GLYPH
        lines.append(f"{glyph} drop #{index + 1}: {clip(analysis.entries[index], 90)}")
    lines.append("")
    for store in result.plan:
        lines.append(f"{STORE_FILES[store]}: {gauge_change(prepared, result, store)}")
    batches = len(result.plan)
    lines.append("")
    if batches == 1:
        lines.append("One batch through Hermes's write path (lock, re-read, limits, journal): u undoes all of it.")
    else:
        lines.append(f"One batch per file ({batches} journal records): u undoes one file's batch at a time.")
    lines.append("The agent sees the change from its next session.")
    return title, "\n".join(lines)


def second_confirm_texts(prepared: Prepared, result: Preview) -> tuple[str, str]:
    """Title and body of the second confirmation for a plan that drops more than a quarter of a store."""
    share = dropped_share(prepared.analysis, result.plan)
    removes = {store: sum(1 for op in ops if op.action == "remove") for store, ops in result.plan.items()}
    worst = max(removes, key=lambda s: removes[s] / max(1, len(prepared.analysis.entries_of(s))))
    total = len(prepared.analysis.entries_of(worst))
    title = f"Really remove {removes[worst]} of {total} entries ({share:.0%}) from {STORE_FILES[worst]}?"
    body = (f"This removes more than a quarter of {STORE_FILES[worst]}'s entries in one go. Each removal is listed "
            f"in the previous dialog; u still undoes the whole batch afterwards.\n\nPress y to remove them, n to go "
            f"back and untick some.")
    return title, body


def merged_effects(prepared: Prepared, selection: Selection, group: Group, text: str) -> list[str]:
    """Live lines for the merged-text editor: gauge after (with the other ticks), lost facts, scanner."""
    analysis = prepared.analysis
    edited = selection.with_merged(group.id, text)
    result = preview(prepared, edited)
    lines = []
    if result.error:
        lines.append(f"\u2716 {result.error}")
    else:
        lines.append(f"{STORE_FILES[prepared.store]} after applying the ticked suggestions: "
                     f"{gauge_change(prepared, result, prepared.store)}")
        if result.chars(prepared.store) > prepared.limit:
            lines.append(f"\u2716 over the limit of {prepared.limit:,} chars: Hermes would refuse this.")
    missing = lost_facts(prepared, group, text)
    if missing:
        refs = ", ".join(describe_ref(analysis, r) for r in missing)
        lines.append(f"\u26a0 Not every fact of {refs} is in this text (or another entry that stays): the "
                     f"agent would lose it.")
    else:
        lines.append("\u2713 Every fact of the group's entries is still stated.")
    for finding in scan_text(text):
        lines.append(f"\u26a0 Hermes would block this text: {describe_finding(finding, text)}")
    return lines


def status_text(store: str, prepared: Prepared | None, *, busy: bool, applying: bool, reason: str = "",
                error: str = "") -> str:
    """The status line: progress, an error, a read-only file, why the view was opened, or what to do."""
    name = STORE_FILES[store]
    if error:
        return f"\u2716 {error}"
    if applying:
        return f"\u27f3 Applying to {name}\u2026"
    if busy or prepared is None:
        return f"\u27f3 Analysing {name}\u2026"
    if not prepared.writable:
        return f"\u2716 {prepared.readonly_reason}"
    if reason:
        return f"Opened for {name}: {reason}."
    return f"{name}: tick suggestions with space (* ticks all), check the gauge after, then press a to apply."
