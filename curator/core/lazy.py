"""Package faces that load their names on first use (PEP 562), so importing one submodule stays cheap."""

from __future__ import annotations

import importlib
from typing import Any, Callable, Mapping


def lazy_face(package: str, where: Mapping[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for ``package`` whose public names live in the submodules ``where`` names."""

    def __getattr__(name: str) -> Any:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        globals_of(package)[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(where)

    return __getattr__, __dir__


def globals_of(package: str) -> dict[str, Any]:
    """The namespace of the (already imported) ``package``."""
    import sys

    return vars(sys.modules[package])
