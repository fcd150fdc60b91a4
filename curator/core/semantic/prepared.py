"""A prepared copy of a loaded model's state in the cache dir, so a new process loads it in a fraction of the time."""

from __future__ import annotations

import array
import hashlib
import marshal
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

#: Bump when the layout of a prepared copy changes (old copies are then ignored and rebuilt).
LAYOUT = 1
_TAG = "\x00prepared"
#: Arrays at least this large are memory-mapped (only the rows a text uses are read from disk).
_MAP_BYTES = 1 << 20


def key(model_id: str, files: list[Path]) -> str:
    """Names one prepared copy: the model and its version, the weight files' sizes and times, and the
    interpreter and numpy versions the copy was written with (marshal and .npy formats follow them)."""
    import numpy as np

    h = hashlib.sha256(f"{LAYOUT}|{model_id}|{sys.version_info[:2]}|{np.__version__}".encode())
    for f in files:
        st = f.stat()
        h.update(f"|{f.name}:{st.st_size}:{st.st_mtime_ns}".encode())
    return model_id.replace("@", "-") + "-" + h.hexdigest()[:16]


class _Writer:
    """Turns an object graph (the model package's own plain objects, numpy arrays, builtins) into
    marshal-able state plus .npy files."""

    def __init__(self, where: Path, package: str) -> None:
        self.where = where
        self.package = package
        self.memo: dict[int, int] = {}
        self.objects: list[Any] = []
        self.arrays = 0

    def value(self, v: Any) -> Any:
        import numpy as np

        if isinstance(v, np.ndarray):
            self.arrays += 1
            name = f"a{self.arrays}.npy"
            np.save(self.where / name, v, allow_pickle=False)
            return {_TAG: "npy", "file": name, "map": v.nbytes >= _MAP_BYTES}
        if isinstance(v, list) and v and all(isinstance(x, np.ndarray) for x in v):
            return {_TAG: "list", "items": [self.value(x) for x in v]}
        if isinstance(v, array.array):
            return {_TAG: "array", "code": v.typecode, "data": v.tobytes()}
        if type(v).__module__.split(".")[0] == self.package and hasattr(v, "__dict__"):
            if id(v) not in self.memo:
                self.memo[id(v)] = len(self.objects)
                self.objects.append(None)
                state = {k: self.value(x) for k, x in vars(v).items()}
                self.objects[self.memo[id(v)]] = (type(v).__module__, type(v).__qualname__, state)
            return {_TAG: "obj", "ref": self.memo[id(v)]}
        marshal.dumps(v)  # raises ValueError for anything else (a callable, a foreign object): no copy
        return v


def save(obj: Any, package: str, where: Path) -> None:
    """Write a prepared copy of ``obj`` (an object of ``package``) to the directory ``where``
    (atomically: a half-written copy is never seen). Raises ValueError when the object holds
    something that cannot be prepared."""
    where.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".prepare-", dir=where.parent))
    try:
        writer = _Writer(tmp, package)
        root = writer.value(obj)
        (tmp / "state.marshal").write_bytes(marshal.dumps((package, root, writer.objects)))
        try:
            os.replace(tmp, where)
        except OSError:  # another process prepared it first
            if not (where / "state.marshal").is_file():
                raise
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


def load(where: Path, allowed: Callable[[str, str], bool]) -> Any:
    """Rebuild the object saved at ``where``; only classes ``allowed(module, qualname)`` accepts are
    made. Raises OSError / ValueError / KeyError on a missing or damaged copy."""
    import gc
    import importlib

    import numpy as np

    data = (where / "state.marshal").read_bytes()
    enabled = gc.isenabled()
    gc.disable()  # a quarter of a million small objects: no collection passes while they are made
    try:
        package, root, objects = marshal.loads(data)
    finally:
        if enabled:
            gc.enable()
    made: dict[int, Any] = {}

    def value(v: Any) -> Any:
        if not (isinstance(v, dict) and _TAG in v):
            return v
        tag = v[_TAG]
        if tag == "npy":
            name = Path(v["file"]).name
            return np.load(where / name, mmap_mode="r" if v["map"] else None, allow_pickle=False)
        if tag == "list":
            return [value(x) for x in v["items"]]
        if tag == "array":
            out = array.array(v["code"])
            out.frombytes(v["data"])
            return out
        if tag == "obj":
            ref = v["ref"]
            if ref not in made:
                module, qualname, state = objects[ref]
                if module.split(".")[0] != package or not allowed(module, qualname):
                    raise ValueError(f"prepared copy names an unexpected class {module}.{qualname}")
                cls = getattr(importlib.import_module(module), qualname)
                made[ref] = inst = cls.__new__(cls)
                for k, x in state.items():
                    setattr(inst, k, value(x))
            return made[ref]
        raise ValueError(f"unknown entry {tag!r} in a prepared copy")

    return value(root)
