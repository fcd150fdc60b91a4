"""CLI verbs over Hermes's session store: search (and search --batch), sessions, session."""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

from curator.cli.context import EXIT_OK, EXIT_REFUSED, EXIT_USAGE, CliContext, CliError
from curator.core.sessions.errors import SessionStoreError
from curator.core.humanize import local_minute

if TYPE_CHECKING:
    from curator.core.sessions.model import Message, SearchHit, SessionSummary

_HIT_KEYS = ("message_id", "session_id", "role", "timestamp", "snippet", "score", "session_title", "source")
_MAX_WINDOW = 200


def register(sub: argparse._SubParsersAction) -> None:
    """Add search, sessions and session."""
    from curator.cli.main import add_json_flag

    p = sub.add_parser("search", help="search past sessions (QUERY, or one query per stdin line with --batch)")
    p.add_argument("query", nargs="?", help="words to look for (natural language is fine)")
    p.add_argument("--limit", type=_positive, default=10, help="hits to return (default 10)")
    p.add_argument("--role", help="user, assistant, tool, system or all (default: user and assistant)")
    p.add_argument("--source", help="only sessions from this source (cli, telegram, cron, ...)")
    p.add_argument("--after", help="only messages at or after DATE (YYYY-MM-DD, ISO date-time, epoch)")
    p.add_argument("--before", help="only messages at or before DATE (a bare date includes that whole day)")
    p.add_argument("--all-sources", action="store_true",
                   help="include sources Hermes hides (subagent, kanban, tool)")
    p.add_argument("--batch", action="store_true", help="one query per stdin line, one JSON object per line")
    p.add_argument("--engine", choices=("auto", "index", "hermes"), default="auto",
                   help="auto/index: the curator's index (built on first use); hermes: Hermes's own search")
    p.add_argument("--wait", action="store_true",
                   help=f"build a missing index first even when that takes long (more than {BIG_BACKLOG:,} "
                        "messages); without it such a search is answered by Hermes's own search while the index "
                        "builds in the background")
    p.add_argument("--index-only", action="store_true", help=argparse.SUPPRESS)
    add_json_flag(p)
    p.set_defaults(run=cmd_search)

    p = sub.add_parser("sessions", help="recent sessions, newest activity first")
    p.add_argument("--limit", type=_positive, default=50)
    p.add_argument("--offset", type=int, default=0)
    p.add_argument("--source", help="only sessions from this source")
    p.add_argument("--all-sources", action="store_true", help="include subagent, kanban and tool sessions")
    add_json_flag(p)
    p.set_defaults(run=cmd_sessions)

    p = sub.add_parser("session", help="messages of one session (around a message with --around)")
    p.add_argument("session_id", help="a session id (from `search` or `sessions`)")
    p.add_argument("--around", type=int, metavar="MESSAGE_ID", help="centre the window on this message")
    p.add_argument("--window", type=_positive, default=5,
                   help="messages on each side of --around (default 5); without --around: the first 2N+1")
    add_json_flag(p)
    p.set_defaults(run=cmd_session)


def _positive(text: str) -> int:
    value = int(text)
    if value <= 0:
        raise argparse.ArgumentTypeError("must be a positive integer")
    return value


def _db_path(ctx: CliContext) -> Path:
    import os
    import stat

    from curator.core.files import kind_of

    path = Path(ctx.home.state_db_path)
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise CliError(f"{path}: no session store here (Hermes has not recorded a session yet?)",
                       EXIT_REFUSED, reason="store_missing") from None
    except OSError as exc:
        raise CliError(f"{path}: cannot be read ({exc.strerror})", EXIT_REFUSED, reason="store_error") from None
    if not stat.S_ISREG(mode):  # never handed to SQLite: opening a FIFO would block forever
        raise CliError(f"{path}: is {kind_of(mode)}, not a regular file (an SQLite database)", EXIT_REFUSED,
                       reason="store_error")
    return path


def _store_error(exc: SessionStoreError) -> CliError:
    return CliError(str(exc), exc.exit_code, reason=exc.reason)


# -- search ---------------------------------------------------------------------------------------
def cmd_search(args: argparse.Namespace, ctx: CliContext) -> int:
    """``search``: one query, or ``--batch`` queries from stdin, against one engine opened once."""
    from curator.core.sessions.engine import SearchEngine, to_epoch

    if not args.batch and not (args.query or "").strip():
        raise CliError("search needs a QUERY (or --batch with queries on stdin)", EXIT_USAGE)
    try:
        after, before = to_epoch(args.after), to_epoch(args.before, end_of_day=True)
    except ValueError as exc:
        raise CliError(str(exc), EXIT_USAGE, reason="bad_date") from exc
    path = _db_path(ctx)
    try:
        with SearchEngine(path) as engine:
            if args.index_only:
                engine.ensure_index()
                return EXIT_OK
            if args.engine != "hermes":
                if args.wait or args.engine == "index" or engine.backlog() <= BIG_BACKLOG:
                    _build_index(engine, ctx, wait=args.wait)
                elif engine.building_elsewhere():
                    ctx.warn(BUILT_ELSEWHERE)
                else:
                    _build_in_background(ctx)
            run = _searcher(engine, args, after, before)
            if args.batch:
                for line in sys.stdin:
                    query = line.rstrip("\n")
                    ctx.emit_line(_payload(query, run(query)))
                return EXIT_OK
            result = run(args.query)
            ctx.emit(_payload(args.query, result), _search_text(result))
    except SessionStoreError as exc:
        raise _store_error(exc) from exc
    return EXIT_OK


BIG_BACKLOG = int(os.environ.get("HERMES_CURATOR_BIG_BACKLOG", "") or 50_000)
"""More messages than this to index: the CLI answers from Hermes's FTS tables and builds in the background
(``HERMES_CURATOR_BIG_BACKLOG`` changes it, for tests)."""


BUILT_ELSEWHERE = ("the curator's search index is being built by another hermes-curator; this search uses "
                   "Hermes's own (pass --wait to wait for it)")


def _build_in_background(ctx: CliContext) -> None:
    """Start a detached ``search --index-only`` that builds the index; this search uses Hermes's own."""
    import subprocess

    cmd = [sys.executable, "-m", "curator", "--home", str(ctx.home.root)]
    if ctx.home.profile != "default":
        cmd += ["--profile", ctx.home.profile]
    try:
        subprocess.Popen([*cmd, "search", "--index-only", "-"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError:
        return
    ctx.warn("the curator's search index is being built in the background; this search uses Hermes's own "
             "(pass --wait to build it first)")


def _build_index(engine, ctx: CliContext, *, wait: bool = False) -> None:  # type: ignore[no-untyped-def]
    """Bring the index up to date; say so on stderr when that takes a while."""
    started = time.monotonic()
    told = [False]

    def progress(done: int, total: int) -> None:
        if not told[0] and total > 50_000:
            ctx.stderr.write(f"hermes-curator: indexing {total:,} messages for search (once; later runs "
                             "only add new ones)...\n")
            ctx.stderr.flush()
            told[0] = True

    if wait and engine.building_elsewhere():
        ctx.stderr.write("hermes-curator: waiting for another hermes-curator to finish building the search index...\n")
    status = engine.ensure_index(progress, wait=wait)
    if told[0]:
        ctx.stderr.write(f"hermes-curator: index ready in {time.monotonic() - started:.0f} s\n")
    if not status.ready and engine.building_elsewhere():
        ctx.warn(BUILT_ELSEWHERE)
    elif not status.ready:
        ctx.warn("the curator's search index is unavailable; using Hermes's own search")


def _searcher(engine, args: argparse.Namespace, after, before):  # type: ignore[no-untyped-def]
    search = engine.search_hermes if args.engine == "hermes" else engine.search

    def run(query: str):  # type: ignore[no-untyped-def]
        return search(query, limit=args.limit, role=args.role, source=args.source, after=after, before=before,
                      include_hidden_sources=args.all_sources)

    return run


def _payload(query: str, result) -> dict:  # type: ignore[no-untyped-def]
    return {"query": query, "hits": [_hit_json(h) for h in result.hits], "used": result.used,
            "degraded_reason": result.degraded_reason, "total": result.total, "suggestion": result.suggestion}


def _hit_json(hit: SearchHit) -> dict:
    data = asdict(hit)
    return {k: data[k] for k in _HIT_KEYS}


def _search_text(result) -> str:  # type: ignore[no-untyped-def]
    lines = []
    if result.degraded_reason:
        lines.append(f"({result.used}: {result.degraded_reason})")
    for h in result.hits:
        flag = " [compacted]" if h.compacted else ""
        lines.append(f"{_when(h.timestamp)}  {h.source or '?':<9} {h.session_title[:60]}  — {h.role}{flag}")
        lines.append(f"    {h.snippet}")
        lines.append(f"    session {h.session_id}  message {h.message_id}")
    if result.total is not None:
        lines.append(f"(the first {len(result.hits)} of {result.total:,} matches; --limit shows more)")
    if not result.hits:
        lines.append("No matches." + (f" Did you mean \u201c{result.suggestion}\u201d?" if result.suggestion else ""))
    return "\n".join(lines)


# -- sessions / session ---------------------------------------------------------------------------
def cmd_sessions(args: argparse.Namespace, ctx: CliContext) -> int:
    """``sessions``: recent sessions by last activity."""
    from curator.core.sessions.store import SessionStore

    path = _db_path(ctx)
    try:
        with SessionStore(path) as store:
            rows = store.recent_sessions(limit=args.limit, offset=max(0, args.offset),
                                         include_hidden_sources=args.all_sources, source=args.source)
    except SessionStoreError as exc:
        raise _store_error(exc) from exc
    text = "\n".join(f"{_when(s.last_activity_at)}  {s.source:<9} {s.message_count:5d} msgs  {s.title[:60]}  ({s.id})"
                     for s in rows) or "No sessions."
    ctx.emit({"sessions": [_session_json(s) for s in rows]}, text)
    return EXIT_OK


def cmd_session(args: argparse.Namespace, ctx: CliContext) -> int:
    """``session ID``: the session's messages, or a window around ``--around``."""
    from curator.core.sessions.store import SessionStore

    path = _db_path(ctx)
    n = min(args.window, _MAX_WINDOW)
    try:
        with SessionStore(path) as store:
            summary = store.get_session(args.session_id)
            if summary is None:
                raise CliError(f"{path}: no session {args.session_id!r}", EXIT_REFUSED, reason="not_found")
            window = store.window(args.session_id, around=args.around, before=n, after=n)
    except SessionStoreError as exc:
        raise _store_error(exc) from exc
    if args.around is not None and window.anchor_id is None:
        raise CliError(f"{path}: message {args.around} is not in session {args.session_id}", EXIT_REFUSED,
                       reason="not_found")
    payload = {"session": _session_json(summary),
               "messages": [_message_json(m, window.anchor_id) for m in window.messages],
               "anchor_id": window.anchor_id, "more_before": window.more_before, "more_after": window.more_after}
    lines = [f"{summary.title}  ({summary.id}, {summary.source}, {summary.message_count} messages)"]
    if window.more_before:
        lines.append("    ...")
    for m in window.messages:
        mark = ">" if m.id == window.anchor_id else " "
        flag = " [compacted]" if m.compacted else ""
        lines.append(f"{mark} [{m.id}] {_when(m.timestamp)} {m.role}{flag}: {m.content}")
    if window.more_after:
        lines.append("    ...")
    ctx.emit(payload, "\n".join(lines))
    return EXIT_OK


def _session_json(s: SessionSummary) -> dict:
    return {"id": s.id, "title": s.title, "source": s.source, "started_at": s.started_at,
            "last_activity_at": s.last_activity_at, "message_count": s.message_count,
            "parent_session_id": s.parent_session_id, "lineage_root": s.lineage_root}


def _message_json(m: Message, anchor: int | None) -> dict:
    return {"id": m.id, "role": m.role, "content": m.content, "timestamp": m.timestamp,
            "compacted": m.compacted, "tool_name": m.tool_name, "anchor": m.id == anchor}


_when = local_minute
