"""The pytest plugins installed beside openkoi that a project's tests do not use, left unloaded.

openkoi runs a project's Python tests with its own interpreter's pytest, which loads every
plugin installed there (``pytest11`` entry points: hypothesis, schemathesis, anyio, respx
...), whether the tests use them or not. On the quick start's two test functions that load
was 2.4 of the test run's 2.8 s (BENCHMARKS.md, "The evaluation's test run"), paid at every
evaluation and every candidate's test run. So a plugin is kept only where the project may need
it: its name, its module's or its distribution's name appears as a word in one of the
project's Python files (``import hypothesis``, ``@pytest.mark.anyio``), or prefixes a
name there (a ``respx_mock`` fixture), or the project configures pytest (``pytest.ini``,
``[tool.pytest.ini_options]``, ``[tool:pytest]``, tox's ``[pytest]``: its options may name a
plugin's). The others are blocked with ``-p no:<name>``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

_CONFIGURED = (("pytest.ini", b""), ("pyproject.toml", b"[tool.pytest"),
               ("setup.cfg", b"[tool:pytest]"), ("tox.ini", b"[pytest]"))


@functools.cache
def installed() -> tuple[tuple[str, frozenset[str]], ...]:
    """Each ``pytest11`` plugin: its entry point name and the words that show it in use."""
    from importlib.metadata import entry_points

    out = []
    for ep in entry_points(group="pytest11"):
        words = {ep.name, ep.value.split(":")[0].split(".")[0].lstrip("_")}
        if ep.dist is not None:
            words.add(re.sub(r"[-_.]+", "_", ep.dist.name).lower())
        out.append((ep.name, frozenset(w for w in words if w)))
    return tuple(out)


def configured(files: Mapping[str, bytes]) -> bool:
    """Whether the project configures pytest at its root."""
    return any(name in files and marker in files[name] for name, marker in _CONFIGURED)


def unused(files: Mapping[str, bytes]) -> list[str]:
    """``-p no:<name>`` for each installed plugin no Python file of ``files`` names. Each
    plugin's names are one compiled search that stops at the first file naming it (a joined
    scan of a 94 MB tree took 2.6 s, more than the load it saves)."""
    if configured(files):
        return []
    sources = [data for name, data in files.items() if name.endswith(".py")]
    options: list[str] = []
    for name, shown_by in installed():
        pattern = _naming(shown_by)
        if not any(pattern.search(data) for data in sources):
            options += ["-p", f"no:{name}"]
    return options


@functools.cache
def _naming(words: frozenset[str]) -> re.Pattern[bytes]:
    """An identifier that names the plugin: one of its words, or a name one of them prefixes
    (``respx_mock``, ``anyio_backend``: the fixtures a plugin provides carry its name)."""
    either = b"|".join(re.escape(w.encode()) for w in sorted(words))
    return re.compile(rb"(?<![A-Za-z0-9_])(?:" + either + rb")(?:_\w*)?(?![A-Za-z0-9_])")
