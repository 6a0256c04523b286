"""The core compiled with mypyc, and the choice between it and the Python modules.

The modules of this package are plain, mypy-clean Python. :func:`main` (``make core``, which
``make`` runs when a module changed) compiles them with mypyc into ``build/core`` of the
checkout, with a manifest: the hash of every module compiled and the interpreter they were
compiled for. When the package is imported, :func:`compiled_path` gives that directory only if
the manifest still matches (the same modules, the same interpreter), and the package then
loads the compiled modules in place of the Python ones; otherwise it runs as Python, with the
same behaviour, slower. ``HELSINKI_INTERPRETED=1`` keeps it Python (to debug or profile it).
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
ROOT = PACKAGE.parent.parent
TARGET = ROOT / "build" / "core"
"""Where the compiled modules go (``net/lockstep`` under it), with their manifest."""
MANIFEST = "manifest.json"
KEPT_AS_PYTHON = ("__init__.py", "compiled.py")
"""The package's entry, which chooses, and this module: never compiled."""
INTERPRETED = "HELSINKI_INTERPRETED"


def modules(package: Path = PACKAGE) -> list[Path]:
    """The modules compiled: every one of the package but those kept as Python."""
    return sorted(p for p in package.glob("*.py") if p.name not in KEPT_AS_PYTHON)


def describe(package: Path = PACKAGE) -> dict[str, object]:
    """What a compiled core must have been built from to stand for ``package`` here."""
    return {
        "interpreter": f"{sys.implementation.cache_tag}{sysconfig.get_config_var('EXT_SUFFIX')}",
        "modules": {p.name: hashlib.blake2b(p.read_bytes(), digest_size=16).hexdigest()
                    for p in modules(package)},
    }  # fmt: skip


def compiled_path(package: Path = PACKAGE, target: Path = TARGET) -> str | None:
    """The directory of the compiled modules of ``package``, if they match it (else None)."""
    if os.environ.get(INTERPRETED):
        return None
    place = target / package.relative_to(package.parent.parent)
    try:
        manifest = json.loads((place / MANIFEST).read_text())
    except (OSError, ValueError):
        return None
    return str(place) if manifest == describe(package) else None


def build(package: Path = PACKAGE, target: Path = TARGET) -> str | None:
    """Compile ``package`` into ``target``; returns why it could not (None: built)."""
    root = package.parent.parent
    place = target / package.relative_to(root)
    (place / MANIFEST).unlink(missing_ok=True)
    built = describe(package)  # (a module edited while it compiles will not match: Python runs it)
    try:
        from mypyc.build import mypycify
        from setuptools import setup
    except ImportError as error:
        return f"mypyc or setuptools is missing ({error})"
    target.mkdir(parents=True, exist_ok=True)
    here = Path.cwd()
    os.chdir(target)  # (away from the project's own packaging: this is no package build)
    try:
        setup(
            name="helsinki-qt-core",
            ext_modules=mypycify(
                ["--config-file", str(root / "pyproject.toml"), *map(str, modules(package))],
                opt_level="3", group_name="net.lockstep.native", target_dir="c",
            ),
            script_args=["--quiet", "build_ext", "--build-lib", ".", "--build-temp", "tmp"],
        )  # fmt: skip
    except (Exception, SystemExit) as error:  # a compiler missing, or failing
        return f"mypyc could not compile it ({error})"
    finally:
        os.chdir(here)
    (place / MANIFEST).write_text(json.dumps(built, indent=1))
    environment = {k: v for k, v in os.environ.items() if k != INTERPRETED}
    check = subprocess.run(
        [sys.executable, "-c", "import net.lockstep as core; assert core.COMPILED"],
        cwd=root, env=environment, capture_output=True, text=True, check=False,
    )  # fmt: skip
    if check.returncode != 0:
        (place / MANIFEST).unlink()
        last = check.stderr.strip().splitlines()[-1:] or ["no error shown"]
        return f"the compiled modules do not load ({last[0]})"
    return None


def main() -> None:
    """Build, and say which core runs (a failed build is no error: Python runs it)."""
    problem = build()
    if problem is None:
        print(f"the lockstep core is compiled ({TARGET.relative_to(ROOT)})")
    else:
        print(f"the lockstep core runs as Python: {problem}", file=sys.stderr)
