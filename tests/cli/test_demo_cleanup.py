"""`hermes-curator --demo` removes its temp dir when the app exits, unless `--keep-demo` asks to keep it."""

from __future__ import annotations

import io

from curator.cli.context import CliContext
from curator.cli.launch import DEMO_PREFIX, _finish_demo, make_demo_home


def test_the_demo_temp_dir_is_removed_on_exit() -> None:
    """Nothing of a demo run is left in the system temp dir."""
    home = make_demo_home()
    base = home.root.parent
    assert base.name.startswith(DEMO_PREFIX) and (home.root / "memories" / "MEMORY.md").is_file()
    _finish_demo(home, keep=False, ctx=CliContext(home=None, stderr=io.StringIO()))
    assert not base.exists()


def test_keep_demo_keeps_it_and_says_where() -> None:
    """--keep-demo leaves the home in place and names the directory to delete later."""
    home = make_demo_home()
    err = io.StringIO()
    _finish_demo(home, keep=True, ctx=CliContext(home=None, stderr=err))
    assert home.root.is_dir() and str(home.root.parent) in err.getvalue()
    import shutil

    shutil.rmtree(home.root.parent)
