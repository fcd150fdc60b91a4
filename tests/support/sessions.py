"""Shared builders for the session tests: a small crafted conversation store in any Hermes shape."""

from __future__ import annotations

import hashlib
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from curator.core.sessions.schema import StoreShape, StoreWriter, create_store

T0 = 1_780_000_000.0   # 2026-05-28
DAY = 86_400.0


@dataclass
class Crafted:
    """The crafted store and the ids of the messages tests look for."""

    home: Path
    db: Path
    ids: dict[str, int]
    writer: StoreWriter | None = None


def build_crafted(home: Path, shape: StoreShape | str = StoreShape.CURRENT, *, keep_writer: bool = False,
                  wal: bool = True) -> Crafted:
    """A store with sessions over several sources, roles, languages and visibility states."""
    shape = StoreShape(shape)
    home.mkdir(parents=True, exist_ok=True)
    db = home / "state.db"
    w = create_store(db, shape, wal=wal)
    ids: dict[str, int] = {}

    def sess(sid: str, source: str, day: float, title: str | None = None, parent: str | None = None) -> str:
        return w.add_session(sid, source=source, title=title, started_at=T0 + day * DAY, parent_session_id=parent)

    def msg(key: str | None, sid: str, role: str, text: str, day: float, **kw) -> int:  # type: ignore[no-untyped-def]
        mid = w.add_message(sid, role, text, timestamp=T0 + day * DAY, **kw)
        if key:
            ids[key] = mid
        return mid

    s1 = sess("20260528_090000_aaaaaa", "cli", 0, "Redis port clash")
    msg("redis_q", s1, "user", "Redis won't start locally, it says the address is already in use.", 0)
    msg("redis_a", s1, "assistant", "Another Redis is bound to 6379; map ours to port 6380 in docker-compose.", 0.001)
    msg("redis_tool", s1, "tool", "Error: listen tcp4 0.0.0.0:6379: bind: address already in use", 0.002,
        tool_name="terminal")
    msg("redis_done", s1, "assistant", "Saved: Redis runs on port 6380 locally.", 0.003)

    s2 = sess("20260601_100000_bbbbbb", "telegram", 4, None)
    msg("cabin_q", s2, "user", "What is the wifi password at the lake cabin?", 4)
    msg("cabin_a", s2, "assistant", "It is pinecone42, written on the fridge.", 4.001)
    msg("deploy", s2, "user", "We were deploying the billing service all afternoon.", 4.002)
    msg("concat", s2, "assistant", "Use str.join instead of repeated concatenation in that loop.", 4.003)

    s3 = sess("20260610_080000_cccccc", "cron", 13, "Nightly audit")
    msg("cron_redis", s3, "user", "Redis port 6380 check passed.", 13)

    s4 = sess("20260611_080000_dddddd", "subagent", 14, "Delegated research")
    msg("subagent", s4, "assistant", "Subagent notes: the zeppelin museum opens at nine.", 14)

    s5 = sess("20260612_080000_eeeeee", "telegram", 15, "东京出差")
    msg("cjk", s5, "user", "下个月我要去东京出差，酒店在新宿。", 15)
    msg("cjk_a", s5, "assistant", "好的，已记下：东京出差，酒店在新宿。", 15.001)

    s6 = sess("20260620_080000_ffffff", "cli", 23, "Sprint review")
    msg("compacted", s6, "user", "The quarterly roadmap mentions the aurora project twice.", 23)
    msg("rewound", s6, "user", "Forget the walrus migration plan, it was a typo.", 23.001)
    msg("hidden_kind", s6, "user", "Scaffolding about the narwhal tracker.", 23.002, display_kind="hidden")
    msg("live", s6, "assistant", "Roadmap noted; aurora ships in July.", 23.003)
    if "active" in w._message_cols and "compacted" in w._message_cols:   # noqa: SLF001 - test helper
        w.compact([ids["compacted"]])
    if "active" in w._message_cols:   # noqa: SLF001
        w.rewind([ids["rewound"]])

    s7 = sess("20260621_080000_abcdef", "cli", 24, None, parent=s6)
    msg("child", s7, "user", "Continuing the sprint review: velocity was 42 points.", 24)
    if shape is StoreShape.FTS_STALE:
        # rows written after Hermes detached its FTS: its own search can only find them by scanning
        msg("after_stale", s7, "assistant", "The heliotrope dashboard is live now.", 24.001)
    if keep_writer:
        return Crafted(home, db, ids, w)
    w.close()
    return Crafted(home, db, ids)


def file_digest(path: Path) -> str | None:
    """sha256 of a file, or None when it does not exist."""
    if not path.exists():
        return None
    return hashlib.sha256(path.read_bytes()).hexdigest()


def raw_connection(db: Path) -> sqlite3.Connection:
    """A writable connection (plays Hermes in tests)."""
    return sqlite3.connect(str(db), isolation_level=None, timeout=5)


class OtherBuilder:
    """Another hermes-curator building the search index of ``db``: holds the index's build lock from
    :meth:`start` until :meth:`release` (or the end of a ``with`` block), from a thread of this process."""

    def __init__(self, db: Path) -> None:
        import threading

        self.db = db
        self.held, self.released = threading.Event(), threading.Event()
        self._thread = threading.Thread(target=self._hold, name="other-index-builder")

    def _hold(self) -> None:
        from curator.core.sessions import SearchEngine

        with SearchEngine(self.db) as other, other._build_flag() as mine:   # noqa: SLF001
            assert mine, "the build lock was already taken"
            self.held.set()
            self.released.wait(60)

    def start(self) -> "OtherBuilder":
        self._thread.start()
        assert self.held.wait(30), "the other builder never took the lock"
        return self

    def release(self) -> None:
        self.released.set()

    def __enter__(self) -> "OtherBuilder":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.release()
        self._thread.join(30)
