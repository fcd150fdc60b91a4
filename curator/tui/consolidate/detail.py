"""SuggestionDetail: the highlighted suggestion spelled out (kind, confidence, reason, keep, merged text, drops)."""

from __future__ import annotations

from curator.core.consolidate.naming import kind_label

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Label, Static

from curator.core.memory.format import STORE_FILES
from curator.core.consolidate.plan import (
    FLAGGED_GLYPH,
    STALE_GLYPH,
    Prepared,
    analysis_words,
    Selection,
    SuggestionKey,
    describe_ref,
    group_class,
    group_glyph,
    lost_facts,
    merged_text_of,
    suggestion_reclaim,
)



class SuggestionDetail(VerticalScroll):
    """Shows one suggestion; ``show`` is called whenever the highlight, ticks or merged texts change."""

    def compose(self) -> ComposeResult:
        """A coloured title line and the body."""
        yield Label("", id="detail-title", markup=False)
        yield Static("", id="detail-body", markup=False)

    def show(self, prepared: Prepared | None, selection: Selection, key: SuggestionKey | None) -> None:
        """Describe ``key`` of ``prepared`` (or say there is nothing to describe)."""
        title = self.query_one("#detail-title", Label)
        for css in ("-c0", "-c1", "-c2", "-c3", "-stale", "-flagged"):
            title.remove_class(css)
        if prepared is None:
            title.update("")
            self._body("")
            return
        if key is None:
            name = STORE_FILES[prepared.store]
            title.update(f"Nothing to consolidate in {name}")
            self._body(f"No redundant entries, stale entries or entries the scanner flags were found in {name} "
                       f"({analysis_words(prepared.analysis.method)}). "
                       f"Contradictions (\u2260), if any, are marked in the list: resolve them by hand in the "
                       f"Memory view (press 1).")
            return
        kind, value = key
        ticked = "\u2713 ticked: part of the next apply" if selection.has(key) else "not ticked (space to tick)"
        if kind == "group":
            self._show_group(prepared, selection, value, ticked)
        else:
            self._show_eviction(prepared, value, ticked)

    def _body(self, text: str) -> None:
        self.query_one("#detail-body", Static).update(text)

    def _show_group(self, prepared: Prepared, selection: Selection, group_id: int, ticked: str) -> None:
        analysis = prepared.analysis
        group = analysis.group(group_id)
        s = group.suggestion
        merged = merged_text_of(analysis, selection, group)
        edited = group_id in selection.merged
        title = self.query_one("#detail-title", Label)
        title.add_class(group_class(group_id))
        reclaim = suggestion_reclaim(prepared, ("group", group_id))
        title.update(f"{group_glyph(group_id)} Group {group_id} \u00b7 {kind_label(group.kind)}")
        lines = [f"confidence {group.confidence:.2f} \u00b7 reclaims {reclaim:,} chars \u00b7 {ticked}",
                 f"Why: {group.reason}"]
        if group.review:
            lines.append(f"{FLAGGED_GLYPH} Found by meaning alone ({analysis_words(analysis.method)}): offered as a merge "
                         f"of both texts, never a plain deletion, and not ticked by * (tick all). Read it first.")
        lines.append("")
        if s.keep is not None:
            keep_text = analysis.text_of(s.keep)
            lines.append(f"Stays: {describe_ref(analysis, s.keep)} ({len(keep_text):,} chars)")
            lines.append(f"  {keep_text}")
            if merged != keep_text:
                label = "your edited text" if edited else "merged text"
                lines.append(f"Rewritten as ({label}, {len(merged):,} chars; e to edit):")
                lines.append(f"  {merged}")
            else:
                lines.append("Kept as it is (e to edit a merged text).")
        for ref in s.remove:
            text = analysis.text_of(ref)
            lines.append(f"Removed: {describe_ref(analysis, ref)} ({len(text):,} chars)")
            lines.append(f"  {text}")
        if any(r.store != analysis.store for r in group.entries):
            lines.append("")
            lines.append(f"This group spans both files: applying it writes {STORE_FILES[analysis.other_store]} too "
                         f"(one batch per file, each undone with its own u).")
        missing = lost_facts(prepared, group, merged)
        if missing:
            lines.append("")
            lines.append(f"{FLAGGED_GLYPH} Facts of {', '.join(describe_ref(analysis, r) for r in missing)} are not "
                         f"all stated by the text that stays: edit the merged text to keep them.")
        self._body("\n".join(lines))

    def _show_eviction(self, prepared: Prepared, index: int, ticked: str) -> None:
        analysis = prepared.analysis
        eviction = prepared.eviction(index)
        if eviction is None:
            self._body("")
            return
        text = analysis.entries[index]
        title = self.query_one("#detail-title", Label)
        stale = eviction.kind == "stale"
        title.add_class("-stale" if stale else "-flagged")
        glyph = STALE_GLYPH if stale else FLAGGED_GLYPH
        what = "Stale or transient entry" if stale else "Entry the scanner flags"
        title.update(f"{glyph} {what} #{index + 1} \u00b7 drop it?")
        advice = ("Drop it only if it is no longer true; the agent forgets it from its next session."
                  if stale else
                  "Hermes shows it to the agent as [BLOCKED], so dropping it loses nothing the agent can read.")
        lines = [f"reclaims {len(text) + 3:,} chars \u00b7 {ticked}", f"Why: {eviction.reason}", "",
                 f"Removed: #{index + 1} ({len(text):,} chars)", f"  {text}", "", advice]
        self._body("\n".join(lines))
